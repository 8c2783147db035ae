/* SPDX-License-Identifier: MIT */
/*
 * The predefined names of ACPI 6.5 (section 5.6.8, "Predefined Names", and
 * the section that defines each object): for every name, how many arguments
 * a method of that name takes and what it holds or returns.  Integer, String,
 * Buffer, Package and Reference follow the spec's "Arguments" and "Return
 * Value" lines; a name whose method takes no argument may also be a Name()
 * of one of those types (ACPI 6.5 section 5.6.8: "a data object may be used
 * in place of a control method that takes no arguments").  The facts were
 * cross-checked against the table iasl and the kernel's ACPICA use to check
 * the same names (drivers/acpi/acpica/acpredef.h in Linux 6.12); the table
 * below is acpilint's own.
 */
#include "check/predefined.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sorted by name (memcmp order) for al_predef_find's binary search. */
static const struct al_predef names[] = {
    {"_AC0", 0, PD_INT, 0},
    {"_AC1", 0, PD_INT, 0},
    {"_AC2", 0, PD_INT, 0},
    {"_AC3", 0, PD_INT, 0},
    {"_AC4", 0, PD_INT, 0},
    {"_AC5", 0, PD_INT, 0},
    {"_AC6", 0, PD_INT, 0},
    {"_AC7", 0, PD_INT, 0},
    {"_AC8", 0, PD_INT, 0},
    {"_AC9", 0, PD_INT, 0},
    {"_ADR", 0, PD_INT, 0},
    {"_AEI", 0, PD_BUF, 0},
    {"_AL0", 0, PD_PKG, 0},
    {"_AL1", 0, PD_PKG, 0},
    {"_AL2", 0, PD_PKG, 0},
    {"_AL3", 0, PD_PKG, 0},
    {"_AL4", 0, PD_PKG, 0},
    {"_AL5", 0, PD_PKG, 0},
    {"_AL6", 0, PD_PKG, 0},
    {"_AL7", 0, PD_PKG, 0},
    {"_AL8", 0, PD_PKG, 0},
    {"_AL9", 0, PD_PKG, 0},
    {"_ALC", 0, PD_INT, 0},
    {"_ALI", 0, PD_INT, 0},
    {"_ALP", 0, PD_INT, 0},
    {"_ALR", 0, PD_PKG, 0},
    {"_ALT", 0, PD_INT, 0},
    {"_ART", 0, PD_PKG, 0},
    {"_BBN", 0, PD_INT, 0},
    {"_BCL", 0, PD_PKG, 0},
    {"_BCM", 1, PD_NONE, 0},
    {"_BCT", 1, PD_INT, 0},
    {"_BDN", 0, PD_INT, 0},
    {"_BFS", 1, PD_NONE, 0},
    {"_BIF", 0, PD_PKG, 0},
    {"_BIX", 0, PD_PKG, 0},
    {"_BLT", 3, PD_NONE, 0},
    {"_BMA", 1, PD_INT, 0},
    {"_BMC", 1, PD_NONE, 0},
    {"_BMD", 0, PD_PKG, 0},
    {"_BMS", 1, PD_INT, 0},
    {"_BPC", 0, PD_PKG, 0},
    {"_BPS", 0, PD_PKG, 0},
    {"_BPT", 1, PD_INT, 0},
    {"_BQC", 0, PD_INT, 0},
    {"_BST", 0, PD_PKG, 0},
    {"_BTH", 1, PD_NONE, 0},
    {"_BTM", 1, PD_INT, 0},
    {"_BTP", 1, PD_NONE, 0},
    {"_CBA", 0, PD_INT, 0},
    {"_CBR", 0, PD_PKG, 0},
    {"_CCA", 0, PD_INT, 0},
    {"_CDM", 0, PD_INT, 0},
    {"_CID", 0, PD_INT | PD_STR | PD_PKG, 0},
    {"_CLS", 0, PD_PKG, 0},
    {"_CPC", 0, PD_PKG, 0},
    {"_CR3", 0, PD_INT, 0},
    {"_CRS", 0, PD_BUF, 0},
    {"_CRT", 0, PD_INT, 0},
    {"_CSD", 0, PD_PKG, 0},
    {"_CST", 0, PD_PKG, 0},
    {"_CWS", 1, PD_INT, 0},
    {"_DCK", 1, PD_INT, 0},
    {"_DCS", 0, PD_INT, 0},
    {"_DDC", 1, PD_INT | PD_BUF, 0},
    {"_DDN", 0, PD_STR, 0},
    {"_DEP", 0, PD_PKG, 0},
    {"_DGS", 0, PD_INT, 0},
    {"_DIS", 0, PD_NONE, 0},
    {"_DLM", 0, PD_PKG, 0},
    {"_DMA", 0, PD_BUF, 0},
    {"_DOD", 0, PD_PKG, 0},
    {"_DOS", 1, PD_NONE, 0},
    {"_DSC", 0, PD_INT, 0},
    {"_DSD", 0, PD_PKG, 0},
    {"_DSM", 4, PD_ANY, PD_ARGS_MIN},
    {"_DSS", 1, PD_NONE, 0},
    {"_DSW", 3, PD_NONE, 0},
    {"_DTI", 1, PD_NONE, 0},
    {"_EC_", 0, PD_INT, 0},
    {"_EDL", 0, PD_PKG, 0},
    {"_EJ0", 1, PD_NONE, 0},
    {"_EJ1", 1, PD_NONE, 0},
    {"_EJ2", 1, PD_NONE, 0},
    {"_EJ3", 1, PD_NONE, 0},
    {"_EJ4", 1, PD_NONE, 0},
    {"_EJD", 0, PD_STR, 0},
    {"_ERR", 3, PD_INT, 0},
    {"_EVT", 1, PD_NONE, 0},
    {"_FDE", 0, PD_BUF, 0},
    {"_FDI", 0, PD_PKG, 0},
    {"_FDM", 1, PD_NONE, 0},
    {"_FIF", 0, PD_PKG, 0},
    {"_FIT", 0, PD_BUF, 0},
    {"_FIX", 0, PD_PKG, 0},
    {"_FPS", 0, PD_PKG, 0},
    {"_FSL", 1, PD_NONE, 0},
    {"_FST", 0, PD_PKG, 0},
    {"_GAI", 0, PD_INT, 0},
    {"_GCP", 0, PD_INT, 0},
    {"_GHL", 0, PD_INT, 0},
    {"_GLK", 0, PD_INT, 0},
    {"_GPD", 0, PD_INT, 0},
    {"_GPE", 0, PD_INT, 0},
    {"_GRT", 0, PD_BUF, 0},
    {"_GSB", 0, PD_INT, 0},
    {"_GTF", 0, PD_BUF, 0},
    {"_GTM", 0, PD_BUF, 0},
    {"_GTS", 1, PD_NONE, 0},
    {"_GWS", 1, PD_INT, 0},
    {"_HID", 0, PD_INT | PD_STR, 0},
    {"_HMA", 0, PD_BUF, 0},
    {"_HOT", 0, PD_INT, 0},
    {"_HPP", 0, PD_PKG, 0},
    {"_HPX", 0, PD_PKG, 0},
    {"_HRV", 0, PD_INT, 0},
    {"_IFT", 0, PD_INT, 0},
    {"_INI", 0, PD_NONE, 0},
    {"_IRC", 0, PD_NONE, 0},
    {"_LCK", 1, PD_NONE, 0},
    {"_LID", 0, PD_INT, 0},
    {"_LPD", 0, PD_PKG, 0},
    {"_LPI", 0, PD_PKG, 0},
    {"_LSI", 0, PD_PKG, 0},
    {"_LSR", 2, PD_PKG, 0},
    {"_LSW", 3, PD_INT, 0},
    {"_MAT", 0, PD_BUF, 0},
    {"_MBM", 0, PD_PKG, 0},
    {"_MLS", 0, PD_PKG, 0},
    {"_MSG", 1, PD_NONE, 0},
    {"_MSM", 4, PD_INT, 0},
    {"_MTL", 0, PD_INT, 0},
    {"_NBS", 0, PD_BUF, 0},
    {"_NCH", 0, PD_BUF, 0},
    {"_NIC", 0, PD_BUF, 0},
    {"_NIG", 0, PD_BUF, 0},
    {"_NIH", 1, PD_BUF, 0},
    {"_NTT", 0, PD_INT, 0},
    {"_OFF", 0, PD_NONE, 0},
    {"_ON_", 0, PD_NONE, 0},
    {"_OSC", 4, PD_BUF, 0},
    {"_OST", 3, PD_NONE, 0},
    {"_OS_", 0, PD_STR, 0},
    {"_PAI", 1, PD_INT, 0},
    {"_PCL", 0, PD_PKG, 0},
    {"_PCT", 0, PD_PKG, 0},
    {"_PDC", 1, PD_NONE, 0},
    {"_PDL", 0, PD_INT, 0},
    {"_PIC", 1, PD_NONE, 0},
    {"_PIF", 0, PD_PKG, 0},
    {"_PLD", 0, PD_PKG, 0},
    {"_PMC", 0, PD_PKG, 0},
    {"_PMD", 0, PD_PKG, 0},
    {"_PMM", 0, PD_INT, 0},
    {"_PPC", 0, PD_INT, 0},
    {"_PPE", 0, PD_INT, 0},
    {"_PR0", 0, PD_PKG, 0},
    {"_PR1", 0, PD_PKG, 0},
    {"_PR2", 0, PD_PKG, 0},
    {"_PR3", 0, PD_PKG, 0},
    {"_PRE", 0, PD_PKG, 0},
    {"_PRL", 0, PD_PKG, 0},
    {"_PRR", 0, PD_PKG, 0},
    {"_PRS", 0, PD_BUF, 0},
    {"_PRT", 0, PD_PKG, 0},
    {"_PRW", 0, PD_PKG, 0},
    {"_PS0", 0, PD_NONE, 0},
    {"_PS1", 0, PD_NONE, 0},
    {"_PS2", 0, PD_NONE, 0},
    {"_PS3", 0, PD_NONE, 0},
    {"_PSC", 0, PD_INT, 0},
    {"_PSD", 0, PD_PKG, 0},
    {"_PSE", 1, PD_NONE, 0},
    {"_PSL", 0, PD_PKG, 0},
    {"_PSR", 0, PD_INT, 0},
    {"_PSS", 0, PD_PKG, 0},
    {"_PSV", 0, PD_INT, 0},
    {"_PSW", 1, PD_NONE, 0},
    {"_PTC", 0, PD_PKG, 0},
    {"_PTP", 2, PD_INT, 0},
    {"_PTS", 1, PD_NONE, 0},
    {"_PUR", 0, PD_PKG, 0},
    {"_PXM", 0, PD_INT, 0},
    {"_RDI", 0, PD_PKG, 0},
    {"_REG", 2, PD_NONE, 0},
    {"_REV", 0, PD_INT, 0},
    {"_RMV", 0, PD_INT, 0},
    {"_ROM", 2, PD_BUF, 0},
    {"_RST", 0, PD_NONE, 0},
    {"_RTV", 0, PD_INT, 0},
    {"_S0W", 0, PD_INT, 0},
    {"_S0_", 0, PD_PKG, 0},
    {"_S1D", 0, PD_INT, 0},
    {"_S1W", 0, PD_INT, 0},
    {"_S1_", 0, PD_PKG, 0},
    {"_S2D", 0, PD_INT, 0},
    {"_S2W", 0, PD_INT, 0},
    {"_S2_", 0, PD_PKG, 0},
    {"_S3D", 0, PD_INT, 0},
    {"_S3W", 0, PD_INT, 0},
    {"_S3_", 0, PD_PKG, 0},
    {"_S4D", 0, PD_INT, 0},
    {"_S4W", 0, PD_INT, 0},
    {"_S4_", 0, PD_PKG, 0},
    {"_S5_", 0, PD_PKG, 0},
    {"_SBA", 0, PD_PKG, 0},
    {"_SBI", 0, PD_PKG, 0},
    {"_SBR", 3, PD_PKG, 0},
    {"_SBS", 0, PD_INT, 0},
    {"_SBT", 4, PD_PKG, 0},
    {"_SBW", 5, PD_PKG, 0},
    {"_SCP", 1, PD_NONE, PD_ARGS_MIN},
    {"_SDD", 1, PD_NONE, 0},
    {"_SEG", 0, PD_INT, 0},
    {"_SHL", 1, PD_INT, 0},
    {"_SLI", 0, PD_BUF, 0},
    {"_SPD", 1, PD_INT, 0},
    {"_SRS", 1, PD_NONE, 0},
    {"_SRT", 1, PD_INT, 0},
    {"_SRV", 0, PD_INT, 0},
    {"_SST", 1, PD_NONE, 0},
    {"_STA", 0, PD_INT, 0},
    {"_STM", 3, PD_NONE, 0},
    {"_STP", 2, PD_INT, 0},
    {"_STR", 0, PD_BUF, 0},
    {"_STV", 2, PD_INT, 0},
    {"_SUB", 0, PD_STR, 0},
    {"_SUN", 0, PD_INT, 0},
    {"_SWS", 0, PD_INT, 0},
    {"_TC1", 0, PD_INT, 0},
    {"_TC2", 0, PD_INT, 0},
    {"_TDL", 0, PD_INT, 0},
    {"_TFP", 0, PD_INT, 0},
    {"_TIP", 1, PD_INT, 0},
    {"_TIV", 1, PD_INT, 0},
    {"_TMP", 0, PD_INT, 0},
    {"_TPC", 0, PD_INT, 0},
    {"_TPT", 1, PD_NONE, 0},
    {"_TRT", 0, PD_PKG, 0},
    {"_TSD", 0, PD_PKG, 0},
    {"_TSN", 0, PD_REF, 0},
    {"_TSP", 0, PD_INT, 0},
    {"_TSS", 0, PD_PKG, 0},
    {"_TST", 0, PD_INT, 0},
    {"_TTS", 1, PD_NONE, 0},
    {"_TZD", 0, PD_PKG, 0},
    {"_TZM", 0, PD_REF, 0},
    {"_TZP", 0, PD_INT, 0},
    {"_UID", 0, PD_INT | PD_STR, 0},
    {"_UPC", 0, PD_PKG, 0},
    {"_UPD", 0, PD_INT, 0},
    {"_UPP", 0, PD_INT, 0},
    {"_VPO", 0, PD_INT, 0},
    {"_WAK", 1, PD_INT | PD_PKG, 0},
    {"_WDG", 0, PD_BUF, 0},
    {"_WED", 1, PD_INT | PD_STR | PD_BUF, 0},
    {"_WPC", 0, PD_INT, 0},
    {"_WPP", 0, PD_INT, 0},
};

/* The segment as a number that sorts as memcmp() sorts the four bytes. */
static uint32_t seg_key(const char *seg)
{
    const unsigned char *u = (const unsigned char *)seg;
    return (uint32_t)u[0] << 24 | (uint32_t)u[1] << 16 | (uint32_t)u[2] << 8 | u[3];
}

const struct al_predef *al_predef_find(const char seg[4])
{
    if (seg[0] != '_')
        return NULL;
    /*
     * A binary search of our own, not bsearch(): every name of the namespace
     * is looked up (2,500 on a server's DSDT), and a comparison call a step
     * cost 300 instructions a name.
     */
    uint32_t key = seg_key(seg);
    size_t lo = 0, hi = sizeof(names) / sizeof(names[0]);
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        uint32_t at = seg_key(names[mid].name);
        if (at == key)
            return &names[mid];
        if (at < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

const struct al_predef *al_predef_at(size_t i)
{
    return i < sizeof(names) / sizeof(names[0]) ? &names[i] : NULL;
}

const char *al_predef_types_name(uint8_t types, char *buf, unsigned size)
{
    static const struct {
        uint8_t bit;
        const char *name;
    } kinds[] = {{PD_INT, "Integer"}, {PD_STR, "String"},   {PD_BUF, "Buffer"},
                 {PD_PKG, "Package"}, {PD_REF, "Reference"}};
    unsigned n = 0, count = 0;
    for (unsigned i = 0; i < 5; i++)
        count += (types & kinds[i].bit) != 0;
    if (size)
        buf[0] = '\0';
    for (unsigned i = 0, seen = 0; i < 5 && n < size; i++) {
        if (!(types & kinds[i].bit))
            continue;
        seen++;
        int w = snprintf(buf + n, size - n, "%s%s",
                         seen == 1 ? "" : seen == count ? " or " : ", ", kinds[i].name);
        n += w > 0 ? (unsigned)w : 0;
    }
    if (!count && size)
        snprintf(buf, size, "no value");
    return buf;
}
