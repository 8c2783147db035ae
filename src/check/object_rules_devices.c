/* SPDX-License-Identifier: MIT */
/*
 * Object rules about what a device carries: _CRS (seed 009 line 323), _CCA
 * on bus masters (lines 312-315), _UID among devices of one _HID (lines
 * 511-512) and the UUIDs of _DSD packages (lines 339-351).
 */
#include "acpilint/escape.h"
#include "acpilint/rule_ids.h"
#include "check/object_rules.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>


static bool is_device(const struct al_namespace *ns, uint32_t n)
{
    return ns->nodes[n].type == AL_AML_DEVICE && ob_defined(ns, n);
}

/*
 * Device classes that have no resources by nature: processors and their
 * containers, generic containers and modules, buttons, lid, battery and AC
 * adapter (control methods only), WMI, processor aggregator, power meter,
 * time and alarm, NVDIMM root, fan, APEI error device (PNP0C33).
 */
static const char *const no_resources[] = {
    "ACPI0007", "ACPI0010", "ACPI0004", "PNP0A05", "PNP0A06", "PNP0C0C", "PNP0C0E",
    "PNP0C0D",  "PNP0C0A",  "ACPI0003", "PNP0C14", "ACPI000C", "ACPI000D", "ACPI000E",
    "ACPI0012", "PNP0C0B",  "ACPI0008", "ACPI000F", "PNP0C33",
};

static bool resourceless_class(const struct al_namespace *ns, uint32_t dev)
{
    size_t n = sizeof(no_resources) / sizeof(no_resources[0]);
    return ob_first_id(ns, dev, no_resources, n) < n; /* one read of the ids, not one an entry */
}

/*
 * _CRS: seed 009 line 323 "Required on arm64".  Only devices identified by
 * _HID are expected to carry one: a device with _ADR is enumerated by its
 * bus, and the classes above have no resources.
 */
void al_objects_check_crs(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    static const char *const lists[] = {"required_for_devices", NULL};
    if (!ob_listed(ctx, lists, "_CRS"))
        return;
    for (uint32_t n = 1; n < ns->count; n++) {
        if (!is_device(ns, n) || ob_child_defined(ns, n, "_HID") == AL_AML_NO_NODE ||
            ob_statically_absent(ns, n) || resourceless_class(ns, n))
            continue;
        char hid[16];
        if (!ob_hid(ns, n, hid, sizeof(hid)))
            snprintf(hid, sizeof(hid), "(dynamic)");
        uint32_t crs = ob_child_defined(ns, n, "_CRS");
        const struct al_aml_cond *c = ob_presence_cond(ns, crs, n);
        if (crs != AL_AML_NO_NODE && c)
            ob_report_unverified(ctx, AL_R_OBJ_CRS_MISSING, n, crs, c,
                                 "a driver finds no memory or interrupt resources");
        if (crs != AL_AML_NO_NODE)
            continue;
        ob_report(ctx, AL_R_OBJ_CRS_MISSING, n,
                  "device with _HID %s has no _CRS: acpi_object_usage.txt makes _CRS required on arm64, "
                  "and a driver finds no memory or interrupt resources",
                  hid);
    }
}

/* Bus masters by class: PCI host bridges and USB host controllers. */
static const char *const bus_masters[] = {"PNP0A08", "PNP0A03", "ACPI0016", "PNP0D10",
                                          "PNP0D20"};

static bool is_bus_master(const struct al_namespace *ns, uint32_t dev, const char **why)
{
    size_t n = sizeof(bus_masters) / sizeof(bus_masters[0]);
    size_t first = ob_first_id(ns, dev, bus_masters, n);
    if (first < n) {
        *why = bus_masters[first];
        return true;
    }
    if (ob_child_defined(ns, dev, "_CLS") != AL_AML_NO_NODE) {
        *why = "a _CLS (PCI class code) device";
        return true;
    }
    if (ob_child_defined(ns, dev, "_DMA") != AL_AML_NO_NODE) {
        *why = "a device with _DMA";
        return true;
    }
    return false;
}

/*
 * _CCA: seed 009 lines 312-315.  Linux on arm64 (CONFIG_ACPI_CCA_REQUIRED)
 * gives a device without _CCA on itself or an ancestor no DMA at all
 * (drivers/acpi/scan.c acpi_init_coherency, acpi_get_dma_attr).
 */
void al_objects_check_cca(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    static const char *const lists[] = {"required_for_bus_masters", NULL};
    if (!ob_listed(ctx, lists, "_CCA"))
        return;
    for (uint32_t n = 1; n < ns->count; n++) {
        const char *why;
        if (!is_device(ns, n) || ob_statically_absent(ns, n) || !is_bus_master(ns, n, &why))
            continue;
        /* A _CCA that exists only in one branch of a module-level If/Else does not settle it. */
        bool cca = false;
        uint32_t maybe = AL_AML_NO_NODE;
        const struct al_aml_cond *maybe_cond = NULL;
        for (uint32_t p = n; p != AL_AML_NO_NODE && p != 0 && !cca; p = ns->nodes[p].parent) {
            uint32_t c = ob_child_defined(ns, p, "_CCA");
            const struct al_aml_cond *cond = ob_presence_cond(ns, c, n);
            cca = c != AL_AML_NO_NODE && !cond;
            if (c != AL_AML_NO_NODE && cond && maybe == AL_AML_NO_NODE) {
                maybe = c;
                maybe_cond = cond;
            }
        }
        if (!cca && maybe != AL_AML_NO_NODE)
            ob_report_unverified(ctx, AL_R_OBJ_CCA_MISSING, n, maybe, maybe_cond,
                                 "arm64 Linux treats the bus master as not DMA-capable");
        else if (!cca)
            ob_report(ctx, AL_R_OBJ_CCA_MISSING, n,
                      "bus master (%s) without _CCA on itself or an ancestor: arm64 Linux "
                      "treats it as not DMA-capable",
                      why);
    }
}

struct hid_entry {
    char hid[16];
    uint32_t node;
};

static int cmp_hid(const void *a, const void *b)
{
    const struct hid_entry *x = a, *y = b;
    int c = strcmp(x->hid, y->hid);
    return c ? c : (x->node > y->node) - (x->node < y->node);
}

/* _UID: seed 009 lines 511-512; ACPI 6.5 section 6.1.12. */
void al_objects_check_uid(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    static const char *const lists[] = {"recommended_for_devices", "required_for_devices", NULL};
    if (!ob_listed(ctx, lists, "_UID"))
        return;
    struct hid_entry *e = NULL;
    size_t count = 0, cap = 0;
    for (uint32_t n = 1; n < ns->count; n++) {
        char hid[16];
        if (!is_device(ns, n) || ob_statically_absent(ns, n) || !ob_hid(ns, n, hid, sizeof(hid)))
            continue;
        /*
         * PRP0001 says "match me by my _DSD compatible property": Linux binds
         * such devices with the driver's of_match_table (drivers/acpi/bus.c
         * acpi_of_match_device()) and names them by enumeration order
         * ("PRP0001:00", drivers/acpi/scan.c acpi_device_set_name()), so the
         * shared _HID needs no _UID to tell them apart.
         */
        if (strcmp(hid, "PRP0001") == 0)
            continue;
        if (count == cap) {
            size_t ncap = cap ? cap * 2 : 64;
            struct hid_entry *ne = realloc(e, ncap * sizeof(*ne));
            if (!ne)
                break;
            e = ne;
            cap = ncap;
        }
        memcpy(e[count].hid, hid, sizeof(hid));
        e[count++].node = n;
    }
    if (count)
        qsort(e, count, sizeof(*e), cmp_hid);
    for (size_t i = 0; i < count;) {
        size_t j = i;
        while (j < count && strcmp(e[j].hid, e[i].hid) == 0)
            j++;
        for (size_t k = i; j - i > 1 && k < j; k++) {
            uint32_t uid = ob_child_defined(ns, e[k].node, "_UID");
            const struct al_aml_cond *c = ob_presence_cond(ns, uid, e[k].node);
            if (uid != AL_AML_NO_NODE && c)
                ob_report_unverified(ctx, AL_R_OBJ_UID_MISSING, e[k].node, uid, c,
                                     "nothing tells the device apart from the others of its "
                                     "_HID");
            else if (uid == AL_AML_NO_NODE)
                ob_report(ctx, AL_R_OBJ_UID_MISSING, e[k].node,
                          "%zu devices have _HID %s but this one has no _UID to tell it apart",
                          j - i, e[i].hid);
        }
        i = j;
    }
    free(e);
}

/*
 * _DSD UUIDs Linux parses: drivers/acpi/property.c prp_guids[] (device
 * properties and the properties that share its format), ads_guid
 * (hierarchical data extension) and buffer_prop_guid; and the Generic
 * Buttons UUID of ACPI0011 devices, parsed by its driver.
 */
static const char *const linux_dsd_uuids[] = {
    "daffd814-6eba-4d8c-8a91-bc9bbf4aa301", /* device properties */
    "6211e2c0-58a3-4af3-90e1-927a4e0c55a4", /* hotplug in D3 */
    "efcc06cc-73ac-4bc3-bff0-76143807c389", /* external facing port */
    "c44d002f-69f9-4e7d-a904-a7baabdf43f7", /* Thunderbolt IMR_VALID */
    "6c501103-c189-4296-ba72-9bf5a26ebe5d", /* Thunderbolt WAKE_SUPPORTED */
    "5025030f-842f-4ab4-a561-99a5189762d0", /* storage D3 */
    "70d24161-6dd5-4c9e-8070-705531292865", /* DmaProperty */
    "dbb8e3e6-5886-4ba6-8795-1319f52a966b", /* hierarchical data extension */
    "edb12dd0-363d-4085-a3d2-49522ca160c4", /* buffer properties */
    /* Generic Buttons (ACPI0011): drivers/input/misc/soc_button_array.c reads it itself. */
    "fa6bd625-9ce8-470d-a2c7-b3ca36c4282e",
};

/*
 * Known: in the profile's dsd_uuids, or one a Linux driver reads itself
 * (Generic Buttons); a profile without dsd_uuids gets the list above.
 */
static bool dsd_known(const struct al_context *ctx, const char *uuid)
{
    size_t count;
    const char *const *list = ob_list(ctx, "dsd_uuids", &count);
    if (strcmp(uuid, "fa6bd625-9ce8-470d-a2c7-b3ca36c4282e") == 0)
        return true;
    if (!count) {
        list = linux_dsd_uuids;
        count = sizeof(linux_dsd_uuids) / sizeof(linux_dsd_uuids[0]);
    }
    for (size_t k = 0; k < count; k++)
        if (strcasecmp(list[k], uuid) == 0)
            return true;
    return false;
}

/* ToUUID byte order (ACPI 6.5 section 19.6.142): three little-endian fields, then bytes. */
static bool is_uuid(const struct ob_obj *o)
{
    return o->kind == OB_BUFFER && o->buffer_size == 16 && o->data_len >= 16;
}

/*
 * The UUID/Package pairs of a _DSD package, as Linux reads them: the walk
 * stops at the first pair that is not a 16-byte Buffer and a Package.
 * Returns the number of pairs read.
 */
static unsigned check_dsd_package(struct al_context *ctx, uint32_t node, struct al_span s,
                                  const struct ob_obj *pkg)
{
    size_t pos = pkg->elements;
    unsigned pairs = 0;
    for (uint64_t i = 0; i + 1 < pkg->count && pos < pkg->end; i += 2) {
        struct ob_obj uuid, body;
        if (!ob_read_object(s, pos, pkg->end, &uuid) || !is_uuid(&uuid) ||
            !ob_read_object(s, uuid.end, pkg->end, &body) || body.kind != OB_PACKAGE)
            break;
        pairs++;
        uint8_t b[16];
        char text[37];
        if (al_read_bytes(s, uuid.data, b, 16)) {
            al_uuid_text(b, false, text);
            bool known = dsd_known(ctx, text);
            if (!known)
                ob_report_at(ctx, AL_R_OBJ_DSD_UNKNOWN_UUID, ctx->ns->nodes[node].table,
                             (uint32_t)uuid.start, node,
                             "_DSD UUID %s is not one Linux knows: the package after it is "
                             "ignored (use the Device Properties UUID "
                             "daffd814-6eba-4d8c-8a91-bc9bbf4aa301)",
                             text);
        }
        pos = body.end;
    }
    return pairs;
}

void al_objects_check_dsd(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    for (uint32_t n = 1; n < ns->count; n++) {
        if (!ob_named(ns, n, "_DSD") || !ob_defined(ns, n))
            continue;
        struct al_span s = ob_table_span(ns, n);
        struct ob_obj pkg;
        if (ns->nodes[n].type != AL_AML_METHOD) {
            if (ob_name_value(ns, n, &pkg) && pkg.kind == OB_PACKAGE)
                check_dsd_package(ctx, n, s, &pkg);
            continue;
        }
        /*
         * A _DSD method: the packages it returns are found in its body as a
         * Package whose elements start with a 16-byte Buffer and a Package.
         */
        size_t pos = ns->nodes[n].data_offset;
        size_t end = pos + ns->nodes[n].data_length;
        if (end > s.len)
            continue;
        while (pos < end) {
            uint8_t op;
            if (!al_read_u8(s, pos, &op))
                break;
            if ((op == 0x12 || op == 0x13) && ob_read_object(s, pos, end, &pkg) &&
                pkg.kind == OB_PACKAGE && check_dsd_package(ctx, n, s, &pkg) > 0) {
                pos = pkg.end;
                continue;
            }
            pos++;
        }
    }
}

/*
 * _HID and _ADR on one device: ACPI 6.5 section 6.1 gives a device either a
 * _HID or an _ADR, not both (iasl warns: 3073 "Multiple types (Device object
 * requires either a _HID or _ADR, but not both)").  Linux keeps both
 * (drivers/acpi/scan.c acpi_set_pnp_ids()).  What follows depends on the
 * parent: on a bus that finds its children's ACPI companions by _ADR (PCI
 * host bridges and bridges: drivers/pci/pci-acpi.c; USB host controllers and
 * hubs: drivers/usb/core/usb-acpi.c; both through acpi_find_child_device()),
 * the device is also a platform device by its _HID (acpi_default_enumeration())
 * and two drivers may claim it: obj.hid-and-adr, a warning.  Elsewhere (under
 * \_SB, an I2C or SPI controller, which enumerate by _HID and _CRS) nothing
 * reads the _ADR: obj.hid-and-adr-unused, information.
 */
static const char *const adr_buses[] = {"PNP0A08", "PNP0A03", "PNP0D10", "PNP0D20"};

static bool on_address_bus(const struct al_namespace *ns, uint32_t dev)
{
    uint32_t parent = ns->nodes[dev].parent;
    if (parent == AL_AML_NO_NODE || !is_device(ns, parent))
        return false;
    size_t n = sizeof(adr_buses) / sizeof(adr_buses[0]);
    return ob_child_defined(ns, parent, "_ADR") != AL_AML_NO_NODE ||
           ob_first_id(ns, parent, adr_buses, n) < n;
}

void al_objects_check_hid_adr(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    for (uint32_t n = 1; n < ns->count; n++) {
        if (!is_device(ns, n))
            continue;
        uint32_t hid = ob_child_defined(ns, n, "_HID");
        uint32_t adr = ob_child_defined(ns, n, "_ADR");
        if (hid == AL_AML_NO_NODE || adr == AL_AML_NO_NODE)
            continue;
        char id[16] = "";
        if (!ob_hid(ns, n, id, sizeof(id)))
            snprintf(id, sizeof(id), "(computed)");
        uint64_t a;
        char addr[32] = "(computed)";
        if (ob_integer(ns, adr, &a))
            snprintf(addr, sizeof(addr), "0x%" PRIx64, a);
        if (on_address_bus(ns, n))
            ob_report(ctx, AL_R_OBJ_HID_AND_ADR, n,
                      "the device has both _HID %s and _ADR %s on a bus that finds devices by "
                      "_ADR: Linux may enumerate it as a platform device by its _HID and also "
                      "bind it as the companion of the bus device at that address",
                      id, addr);
        else
            ob_report(ctx, AL_R_OBJ_HID_AND_ADR_UNUSED, n,
                      "the device has both _HID %s and _ADR %s: ACPI gives a device one or the "
                      "other; its parent enumerates by _HID, so Linux never reads the _ADR",
                      id, addr);
    }
}
