/* SPDX-License-Identifier: MIT */
/*
 * How a 6.x boot dies in an oops (arch/arm64/kernel/traps.c die(), then
 * kernel/exit.c do_exit()).  Every stage of the 6.x model can end the boot
 * this way; kept apart from the driver (linux6/boot.c) so that the stages call
 * only later code, never back into the driver that calls them.
 */
#include "sim/sim_internal.h"

void al_k6_oops(struct al_sim_ctx *c, const char *stage, const char *fault, const char *error,
                bool in_init)
{
    if (fault)
        al_sim_kevent(c, "arch/arm64/mm/fault.c die_kernel_fault()", "the kernel faults", NULL,
                      NULL, "%s", fault);
    al_sim_kevent(c, "arch/arm64/kernel/traps.c die()", "the kernel oopses", NULL, NULL, "%s",
                  error);
    al_sim_kevent(c, "kernel/exit.c do_exit()",
                  in_init ? "init (PID 1) dies" : "the boot CPU's idle task dies", NULL, NULL,
                  in_init ? "Kernel panic - not syncing: Attempted to kill init! "
                            "exitcode=0x0000000b"
                          : "Kernel panic - not syncing: Attempted to kill the idle task!");
    al_sim_die(c, AL_OUT_OOPS, stage, fault ? fault : error);
}
