/* SPDX-License-Identifier: MIT */
/*
 * acpilint-fvtree IMAGE: every volume, FFS file and section the firmware
 * volume walker (include/acpilint/fv.h) sees, one a line, for comparison
 * with UEFIExtract's report (tests/scripts/test_fv_uefiextract.sh):
 *
 *   KIND DEPTH BASE SIZE CRC32 TYPE GUID
 *
 * KIND is Volume, File or Section; DEPTH counts from 1 for a volume of the
 * image; BASE is the hex offset in the image or N/A inside decompressed
 * data; CRC32 is over the whole element; TYPE the file or section type
 * byte; GUID the volume's file system, the file's name or the section's
 * GUID, else "-".  Then the tables loaded, "TABLE SIG LENGTH LOCATION".
 * Not installed.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "acpilint/fv.h"
#include "acpilint/load.h"
#include "acpilint/tableset.h"

static void print_item(void *ctx, const struct al_fv_item *it)
{
    (void)ctx;
    static const char *const kinds[] = {"Volume", "File", "Section"};
    char guid[37] = "-";
    if (it->has_guid)
        al_fv_guid_text(it->guid, guid);
    char base[24] = "N/A";
    if (it->in_image)
        snprintf(base, sizeof(base), "%08" PRIX64, it->offset);
    printf("%s %u %s %08zX %08" PRIX32 " %02X %s\n", kinds[it->kind], it->depth + 1, base,
           it->size, al_fv_crc32(it->bytes, it->size), it->type, guid);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fputs("usage: acpilint-fvtree IMAGE\n", stderr);
        return 2;
    }
    char *data;
    size_t size;
    char err[256];
    if (al_read_whole_file(argv[1], &data, &size, err, sizeof(err)) != 0) {
        fprintf(stderr, "acpilint-fvtree: %s\n", err);
        return 2;
    }
    struct al_tableset ts;
    al_tableset_init(&ts);
    size_t volumes = al_fv_walk(&ts, argv[1], (const uint8_t *)data, size, print_item, NULL,
                                NULL, 0, NULL);
    for (size_t i = 0; i < ts.count; i++)
        printf("TABLE %s %zu %s\n", ts.tables[i]->signature, ts.tables[i]->size,
               ts.tables[i]->source.location);
    for (size_t i = 0; i < ts.findings.count; i++)
        printf("FINDING %s %s\n", ts.findings.items[i].rule, ts.findings.items[i].message);
    al_tableset_free(&ts);
    free(data);
    return volumes ? 0 : 1;
}
