/* SPDX-License-Identifier: MIT */
/*
 * Facts about the platform that the tables may not show, declared in the
 * config file (policy.h, `facts:`), each with the reason the user gives.
 * A rule whose requirement holds "if feature X" (acpi_object_usage: BERT
 * and HEST "must be supplied if RAS support is provided by the platform";
 * MCFG "if the platform supports PCI/PCIe"; SLIT and SRAT for NUMA) warns
 * when the tables show the feature or a fact declares it; otherwise it says
 * at info what it could not judge.  Issue 22 item 2.
 *
 *   facts:
 *     ras:            {value: true, reason: "firmware-first RAS via TF-A SDEI"}
 *     pcie:           {value: false, reason: "no PCIe on this SoC"}
 *
 *     sbsa-level:     {value: 4, reason: "certified at SBSA level 4"}
 *
 * Keys: ras, serial-console, numa, smmu, pcie, and sbsa-level (the Arm SBSA
 * level the vendor claims, 1 to 8; --sbsa-level N on the command line
 * overrides it).  An unknown key, a value that is not true or false (a level
 * for sbsa-level), or a missing reason is a config error with the file and
 * line (exit status 2).
 */
#ifndef ACPILINT_FACTS_H
#define ACPILINT_FACTS_H

#include <stdbool.h>

enum al_fact {
    AL_FACT_RAS,            /* RAS: error sources reported to the OS (HEST, BERT...) */
    AL_FACT_SERIAL_CONSOLE, /* a serial console the OS should use (SPCR) */
    AL_FACT_NUMA,           /* more than one NUMA node (SRAT, SLIT) */
    AL_FACT_SMMU,           /* an SMMU the OS should use (IORT) */
    AL_FACT_PCIE,           /* PCI Express host bridges (MCFG) */
    AL_FACT_SBSA_LEVEL,     /* the SBSA level claimed (number) */
    AL_FACT_COUNT,
};

struct al_fact_value {
    bool set;           /* declared in the config */
    bool value;
    const char *reason; /* required when set */
    const char *file;
    unsigned line;
    unsigned number; /* sbsa-level: the level (value is then true) */
};

struct al_facts {
    struct al_fact_value v[AL_FACT_COUNT];
};

/* "ras", "serial-console", "numa", "smmu", "pcie", "sbsa-level". */
const char *al_fact_name(enum al_fact f);
/* The fact of that key, or -1. */
int al_fact_lookup(const char *key);

/* The highest SBSA level a claim may name. */
#define AL_SBSA_LEVEL_MAX 8u

#endif
