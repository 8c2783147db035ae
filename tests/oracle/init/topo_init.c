/* SPDX-License-Identifier: MIT */
/*
 * The oracle's /init (tests/oracle/README.md, "What the kernel knows after boot"): prints what
 * the booted kernel put in /sys about the CPU topology and the caches, one "@topo " line per
 * file, then powers the machine off.  Built static for arm64 by record.sh
 * (aarch64-linux-gnu-gcc -static); it runs as PID 1 of an initramfs that holds only it and
 * /dev/console.
 *
 *   @topo online 0-3
 *   @topo cpu1 topology core_id 1
 *   @topo cpu1 cache/index2 shared_cpu_list 0-3
 *   @topo end
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <unistd.h>

/* One line per write(): the kernel's own messages may come between two lines, never inside. */
static void emit(const char *fmt, const char *a, const char *b, const char *c, const char *d)
{
    char line[512];
    int n = snprintf(line, sizeof(line), fmt, a, b, c, d);
    if (n > 0)
        (void)!write(1, line, (size_t)n < sizeof(line) ? (size_t)n : sizeof(line) - 1);
}

/* The file's first line, "" when it cannot be read (a file the kernel hides reads as absent). */
static int read_value(const char *path, char *buf, size_t size)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;
    ssize_t n = read(fd, buf, size - 1);
    close(fd);
    if (n < 0)
        return -1;
    buf[n] = '\0';
    buf[strcspn(buf, "\n")] = '\0';
    return 0;
}

/* Every readable regular file of dir, sorted by name so the log is deterministic. */
static void dump_dir(const char *cpu, const char *sub, const char *dir)
{
    struct dirent **names;
    int n = scandir(dir, &names, NULL, alphasort);
    for (int i = 0; i < n; i++) {
        char path[512], value[256];
        struct stat st;
        snprintf(path, sizeof(path), "%s/%s", dir, names[i]->d_name);
        if (names[i]->d_name[0] != '.' && stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
            read_value(path, value, sizeof(value)) == 0)
            emit("@topo %s %s %s %s\n", cpu, sub, names[i]->d_name, value);
    }
    for (int i = 0; i < n; i++)
        free(names[i]);
    if (n >= 0)
        free(names);
}

int main(void)
{
    char value[256];
    mkdir("/sys", 0755);
    mount("sysfs", "/sys", "sysfs", 0, NULL);
    if (read_value("/sys/devices/system/cpu/online", value, sizeof(value)) == 0)
        emit("@topo %s %s%s%s\n", "online", value, "", "");
    for (int cpu = 0; cpu < 4096; cpu++) {
        char name[16], dir[128];
        struct stat st;
        snprintf(name, sizeof(name), "cpu%d", cpu);
        snprintf(dir, sizeof(dir), "/sys/devices/system/cpu/%s", name);
        if (stat(dir, &st) != 0)
            continue;
        snprintf(dir, sizeof(dir), "/sys/devices/system/cpu/%s/topology", name);
        dump_dir(name, "topology", dir);
        for (int index = 0; index < 32; index++) {
            char sub[32];
            snprintf(sub, sizeof(sub), "cache/index%d", index);
            snprintf(dir, sizeof(dir), "/sys/devices/system/cpu/%s/%s", name, sub);
            if (stat(dir, &st) != 0)
                break;
            dump_dir(name, sub, dir);
        }
    }
    emit("@topo %s%s%s%s\n", "end", "", "", "");
    sync();
    reboot(RB_POWER_OFF);
    for (;;)
        pause();
}
