/* SPDX-License-Identifier: MIT */
/*
 * _DSM: Linux 4.1 Documentation/arm64/acpi_object_usage.txt line 328 says
 * "Do not use this method", yet a _DSM that implements a published UUID
 * (the PCI firmware _DSM, HID over I2C, UCSI, the TPM's Physical Presence
 * Interface, NVDIMM ...) is what a Linux driver calls by that UUID, so it
 * is no defect.  obj.dsm-defined reports only the _DSMs that implement a
 * UUID no specification publishes and no Linux driver evaluates: functions
 * only the firmware vendor's own OS driver knows.
 *
 * The UUIDs a _DSM implements are read from its body: ASL's
 * `If (Arg0 == ToUUID ("..."))` (or a Switch on it) compiles to a 16-byte
 * Buffer constant, Buffer (0x10) {...}, and a comparison with a Name that
 * holds one is a reference to that Name.  A _DSM whose body holds neither
 * (it forwards Arg0 to another method) cannot be judged and is not reported.
 */
#include "acpilint/escape.h"
#include "acpilint/rule_ids.h"
#include "check/object_rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Published _DSM UUIDs and who evaluates them.  "owner" is the document
 * that defines the UUID; "user" the Linux 6.12 source that evaluates it
 * (acpi_evaluate_dsm() / acpi_check_dsm() callers), or "-" when Linux has
 * none (a standard UUID Linux does not call is still no vendor secret).
 */
struct dsm_uuid {
    const char *uuid;
    const char *owner;
    const char *user;
};

static const struct dsm_uuid known[] = {
    /* Standards and cross-vendor specifications. */
    {"e5c937d0-3553-4d7a-9117-ea4d19c3434d", "PCI Firmware Specification 3.3 section 4.6",
     "drivers/pci/pci-acpi.c"},
    {"3cdff6f7-4267-4555-ad05-b30a3d8938de", "Microsoft HID over I2C Protocol 1.0",
     "drivers/hid/i2c-hid/i2c-hid-acpi.c"},
    {"6f8398c2-7ca4-11e4-ad36-631042b5008f", "Intel USB Type-C Connector System Software "
     "Interface (UCSI)", "drivers/usb/typec/ucsi/ucsi_acpi.c"},
    {"ce2ee385-00e6-48cb-9f05-2edb927c4899", "USB port _DSM (Microsoft/Intel xHCI port "
     "capabilities)", "drivers/usb/core/usb-acpi.c"},
    {"3dddfaa6-361b-4eb4-a424-8d10089d1653", "TCG Physical Presence Interface 1.3",
     "drivers/char/tpm/tpm_ppi.c"},
    {"376054ed-cc13-4675-901c-4756d7f2d45d", "TCG Platform Reset Attack Mitigation 1.0", "-"},
    {"6bbf6cab-5463-4714-b7cd-f0203c0368d4", "TCG TPM 2.0 CRB start method",
     "drivers/char/tpm/tpm_crb.c"},
    {"2f10e7a4-9e91-11e4-89d3-123b93f75cba", "ACPI 6.5 section 9.19 (NVDIMM root device _DSM)",
     "drivers/acpi/nfit/core.c"},
    {"4309ac30-0d11-11e4-9191-0800200c9a66", "Intel NVDIMM DSM Interface",
     "drivers/acpi/nfit/core.c"},
    {"c7d8acd4-2df8-4b82-9f65-a325335af149", "Intel NVDIMM bus DSM", "drivers/acpi/nfit/core.c"},
    {"9002c334-acf3-4c0e-9642-a235f0d53bc6", "HPE NVDIMM-N DSM (type 1)",
     "drivers/acpi/nfit/core.c"},
    {"5008664b-b758-41a0-a03c-27c2f2d04f7e", "HPE NVDIMM-N DSM (type 2)",
     "drivers/acpi/nfit/core.c"},
    {"1ee68b36-d4bd-4a1a-9a16-4f8e53d46e05", "Microsoft NVDIMM-N DSM",
     "drivers/acpi/nfit/core.c"},
    {"5746c5f2-a9a2-4264-ad0e-e4ddc9e09e80", "Hyper-V NVDIMM DSM", "drivers/acpi/nfit/core.c"},
    {"f365f9a6-a7de-4071-a66a-b40c0b4f8e52", "CXL specification (CXL root device)",
     "drivers/cxl/acpi.c"},
    {"5d524d9d-fff9-4d4b-8cb7-747ed51e194d", "PCI Firmware ECN: Native PCIe Enclosure "
     "Management", "drivers/pci/npem.c"},
    {"c4eb40a0-6cd2-11e2-bcfd-0800200c9a66", "Intel Low Power S0 Idle",
     "drivers/acpi/x86/s2idle.c"},
    {"11e00d56-ce64-47ce-837b-1f898f9aa461", "Microsoft Modern Standby (Low Power S0 Idle)",
     "drivers/acpi/x86/s2idle.c"},
    {"e3f32452-febc-43ce-9039-932122d37721", "AMD Low Power S0 Idle",
     "drivers/acpi/x86/s2idle.c"},
    {"663e35af-cc10-41a4-88ea-5470af055295", "Intel Extended Error Log",
     "drivers/acpi/acpi_extlog.c"},
    {"e0053122-795b-4122-8a5e-57be1d26acb3", "USB4 / Thunderbolt host router _DSM",
     "drivers/thunderbolt/acpi.c"},
    {"6fd05c69-cde3-49f4-95ed-ab1665498035", "Microsoft Windows button array (ACPI0011)",
     "drivers/input/misc/soc_button_array.c"},
    {"4f248f40-d5e2-499f-834c-27758ea1cd3f", "Microsoft GPIO controller _DSM "
     "(ACPI 5.0 GPIO interrupts and events)", "-"},
    /* Named by ACPICA's UUID table (include/acpi/acuuid.h), which iasl prints beside ToUUID. */
    {"e4db149b-fcfe-425b-a6d8-92357d78fc7f", "Microsoft SATA controller _DSM", "-"},
    {"33db4d5b-1ff7-401c-9657-7441c03dd766", "PCI Firmware Specification (PCI host bridge)",
     "drivers/acpi/pci_root.c (_OSC)"},
    {"dfbcf3c5-e7a5-44e6-9c1f-29c76f6e059c", "Microsoft power button device", "-"},
    {"03b19910-f473-11dd-87af-0800200c9a66", "ACPI memory device", "-"},
    {"f18fc78b-0f15-4978-b793-53f833a1d35b", "Microsoft control method battery", "-"},
    {"4c2067e3-887d-475c-9720-4af1d3ed602e", "Microsoft battery thermal limit", "-"},
    {"14d399cd-7a27-4b18-8fb4-7cb7b9f4e500", "Microsoft thermal extensions", "-"},
    {"0811b06e-4a27-44f9-8d60-3cbbc22e7b48", "ACPI 6.5 section 6.2.11.2 (platform-wide _OSC)",
     "drivers/acpi/bus.c (_OSC)"},
    {"23a0d13a-26ab-486c-9c5f-0ffa525a575a", "USB4 capabilities (_OSC)", "drivers/acpi/bus.c"},
    {"893f00a6-660c-494e-bcfd-3043f4fb67c0", "Microsoft first function ID", "-"},
    {"107ededd-d381-4fd7-8da9-08e9a6c79644", "Microsoft second function ID", "-"},
    /* Vendor UUIDs that a Linux driver evaluates (drivers named). */
    {"ac340cb7-e901-45bf-b7e6-2b34ec931e23", "Intel xHCI", "drivers/usb/host/xhci-pci.c"},
    {"732b85d5-b7a7-4a1b-9ba0-4bbd00ffd511", "Intel DWC3 PCI", "drivers/usb/dwc3/dwc3-pci.c"},
    {"f6c13ea5-65cd-461f-ab7a-29f7e8d5bd61", "Intel SD/eMMC host",
     "drivers/mmc/host/sdhci-acpi.c"},
    {"1a4832a0-7d03-43ca-b020-f6dcd12a1950", "Intel UFS host", "drivers/ufs/host/ufshcd-pci.c"},
    {"f634f534-6147-11ec-90d6-0242ac120003", "Qualcomm WCN7850 Wi-Fi",
     "drivers/net/wireless/ath/ath12k/acpi.c"},
    {"d2a8c3e8-4b69-4f00-82bd-fe8607803aa7", "Realtek Wi-Fi",
     "drivers/net/wireless/realtek/rtw89/acpi.c"},
    {"f21202bf-8f78-4dc6-a5b3-1f738e285ade", "Intel Wi-Fi",
     "drivers/net/wireless/intel/iwlwifi/fw/acpi.c"},
    {"aa10f4e0-81ac-4233-abf6-3b2ac50e28d9", "Intel Bluetooth", "drivers/bluetooth/btintel.c"},
    {"bad01b75-22a8-4f48-8792-bdde9467747d", "Intel WWAN", "drivers/net/wwan/iosm/iosm_ipc_pcie.c"},
    {"1a85aa1a-e293-415e-8e28-8d690a0f820a", "HiSilicon DSAF",
     "drivers/net/ethernet/hisilicon/hns/hns_dsaf_misc.c"},
    {"d5918b4b-37ae-4e10-a99f-e5e8a6ef4c1f", "HiSilicon SAS v3",
     "drivers/scsi/hisi_sas/hisi_sas_v3_hw.c"},
    {"b06b81ab-0134-4a45-9b0c-483447b95fa7", "HiSilicon HPRE",
     "drivers/crypto/hisilicon/hpre/hpre_main.c"},
    {"82ae1283-7f6a-4cbe-aa06-53e8fb24db18", "HiSilicon UltraSoc SMB",
     "drivers/hwtracing/coresight/ultrasoc-smb.c"},
    {"93b666c5-70c6-469f-a215-3d487c91ab3c", "Microsoft Surface ACPI notify",
     "drivers/platform/surface/surface_acpi_notify.c"},
    {"d5e383e1-d892-4a76-89fc-f6aaae7ed5b5", "Microsoft Surface aggregator",
     "drivers/platform/surface/aggregator/controller.c"},
    {"5515a847-ed55-4b27-8352-cd320e10360a", "Microsoft Surface hot-plug",
     "drivers/platform/surface/surface_hotplug.c"},
    {"3f99e367-6220-4955-8b0f-06ef2ae79412", "Microsoft Surface 3 power",
     "drivers/platform/surface/surface3_power.c"},
    {"7681541e-8827-4239-8d9d-36be7fe12542", "Bosch BMC150 accelerometer",
     "drivers/iio/accel/bmc150-accel-i2c.c"},
    {"1f339696-d475-4e26-8cad-2e9f8e6d7a91", "Kionix KXCJK accelerometer",
     "drivers/iio/accel/kxcjk-1013.c"},
    {"50d90cdc-3de4-4f18-b528-c7fe3b71f40d", "Cirrus CS35L41 amplifier",
     "sound/pci/hda/cs35l41_hda.c"},
    {"a9800c04-e016-343e-41f4-6bcce70f4332", "Everest ES83xx codec",
     "sound/soc/codecs/es83xx-dsm-common.c"},
    {"7ed873d3-c2d0-4e4f-a854-0f1317b01c2c", "Intel graphics", "drivers/gpu/drm/i915/display/intel_acpi.c"},
    {"3e5b41c6-eb1d-4260-9d15-c71fbadae414", "Intel graphics", "drivers/gpu/drm/i915/display/intel_acpi.c"},
    {"8267f5d5-a556-44f2-b8b4-45562e8c5bec", "AMD graphics", "drivers/gpu/drm/amd/amdgpu/amdgpu_acpi.c"},
    {"9d95a0a0-0060-4d48-b34d-7e5fea129fd4", "NVIDIA graphics", "drivers/gpu/drm/nouveau/nouveau_acpi.c"},
    {"a486d8f8-0bda-471b-a72b-6042a6b5bee0", "NVIDIA Optimus", "drivers/gpu/drm/nouveau/nouveau_acpi.c"},
    {"4004a400-917d-4cf2-b89c-79b62fd55665", "NVIDIA MXM", "drivers/gpu/drm/nouveau/nvkm/subdev/mxm/base.c"},
    {"f6cb5c3c-9cae-4ebd-b577-931ea32a2cc0", "NVIDIA MXM", "drivers/gpu/drm/nouveau/nvkm/subdev/mxm/base.c"},
    {"033771e0-1705-47b4-9535-d1bbe14d9a09", "Microchip PAC1934 power monitor",
     "drivers/iio/adc/pac1934.c"},
    {"4569dd8c-75f1-429a-a3d6-24de8097a0df", "Intel Platform Firmware Runtime Update",
     "drivers/acpi/pfr_update.c"},
    {"482383f0-2876-4e49-8685-db66211af037", "Intel Whiskey Cove Type-C",
     "drivers/usb/typec/tcpm/wcove.c"},
    {"57a6512e-3979-4e9d-9708-ff13b2508972", "Intel PMC (Tiger Lake)",
     "drivers/platform/x86/intel/pmc/tgl.c"},
    {"6a19cc4b-d760-4de3-b14d-f25ebd0fbcd9", "Intel ISH EClite",
     "drivers/platform/x86/intel/ishtp_eclite.c"},
    {"75191659-8178-4d9d-b88f-ac5e5e93e8bf", "Intel Platform Firmware Runtime Telemetry",
     "drivers/acpi/pfr_telemetry.c"},
    {"75c9a639-5c8a-4a00-9f48-a9c3b5da789f", "Intel camera sensor (atomisp)",
     "drivers/staging/media/atomisp/pci/atomisp_csi2_bridge.c"},
    {"79234640-9e10-4fea-a5c1-b5aa8b19756f", "Intel camera PMIC (INT3472)",
     "drivers/platform/x86/intel/int3472/discrete.c"},
    {"7b7656cf-dc3d-4c1c-83e9-66e721de3070", "AMD Wifi RF band mitigation",
     "drivers/platform/x86/amd/wbrf.c"},
    {"822ace8f-2814-4174-a56b-5f029fe079ee", "Intel camera sensor (INT3472)",
     "drivers/platform/x86/intel/int3472/discrete.c"},
    {"82c0d13a-78c5-4244-9bb1-eb8b539a8d11", "Intel camera PMIC clock (INT3472)",
     "drivers/platform/x86/intel/int3472/clk_and_regulator.c"},
    {"91d936a7-1f01-49c6-a6b4-72f00ad8d8a5", "Intel ISH EClite",
     "drivers/platform/x86/intel/ishtp_eclite.c"},
    {"a0b5b7c6-1318-441c-b0c9-fe695eaf949b", "Apple device properties",
     "drivers/acpi/x86/apple.c"},
    {"aa3c050a-7ea4-4c1f-afda-1267dfd3d48d", "Intel address translation (ADXL)",
     "drivers/acpi/acpi_adxl.c"},
    {"b2f84b79-7b6e-4e45-885f-3fb9bb185402", "Intel Platform Firmware Runtime Update",
     "drivers/acpi/pfr_update.c"},
    {"c7033113-8720-4ceb-9090-9d52b3e52d73", "ChromeOS privacy screen",
     "drivers/platform/chrome/chromeos_privacy_screen.c"},
    {"cbeca351-067b-4924-9cbd-b46b00b86f34", "NVIDIA GPU (GSP)",
     "drivers/gpu/drm/nouveau/nvkm/subdev/gsp/r535.c"},
    {"d4a50b75-65c7-46f7-bfb7-41514cea0244", "NVIDIA display (GSP)",
     "drivers/gpu/drm/nouveau/nvkm/engine/disp/r535.c"},
    {"d8c1a3a6-be9b-4c9b-91bf-c3cb81fc5daf", "Intel VT-d dynamic enumeration",
     "drivers/iommu/intel/dmar.c"},
    {"dc2f6c4f-045b-4f1d-97b9-882a6860a4be", "Intel camera sensor (atomisp)",
     "drivers/staging/media/atomisp/pci/atomisp_csi2_bridge.c"},
    {"ecf9533b-4a3c-4e89-939e-c77112601c6d", "Intel Platform Firmware Runtime Update",
     "drivers/acpi/pfr_update.c"},
    {"eeec56b3-4442-408f-a792-4edd4d758054", "Intel HID event filter",
     "drivers/platform/x86/intel/hid.c"},
};

static const struct dsm_uuid *known_uuid(const char *uuid)
{
    for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
        if (strcmp(known[i].uuid, uuid) == 0)
            return &known[i];
    return NULL;
}

/* The UUIDs one _DSM implements: at most this many are kept (a _DSM rarely has three). */
#define DSM_MAX_UUIDS 8

struct dsm_scan {
    char uuid[DSM_MAX_UUIDS][37];
    unsigned count;
};

static void add_uuid(struct dsm_scan *d, const uint8_t b[16])
{
    char text[37];
    al_uuid_text(b, false, text);
    for (unsigned i = 0; i < d->count; i++)
        if (strcmp(d->uuid[i], text) == 0)
            return;
    if (d->count < DSM_MAX_UUIDS)
        memcpy(d->uuid[d->count++], text, sizeof(text));
}

/*
 * Buffer (0x10) {16 bytes} in [pos, end) of s: BufferOp 0x11, a one-byte
 * PkgLength of 0x13 (itself, the BufferSize and the 16 bytes), BufferSize
 * as BytePrefix 0x0A 0x10 (ACPI 6.5 sections 20.2.5.4 DefBuffer, 20.2.3).
 */
static void scan_body(struct al_span s, size_t pos, size_t end, struct dsm_scan *d)
{
    static const uint8_t head[4] = {0x11, 0x13, 0x0A, 0x10};
    for (; pos + 20 <= end; pos++) {
        uint8_t b[20];
        if (!al_read_bytes(s, pos, b, 4) || memcmp(b, head, 4) != 0)
            continue;
        if (!al_read_bytes(s, pos + 4, b, 16))
            break;
        add_uuid(d, b);
        pos += 19;
    }
}

/* Names holding a 16-byte Buffer that the method body references (Arg0 == UUID). */
static void scan_named(const struct al_namespace *ns, uint32_t method, struct dsm_scan *d)
{
    for (size_t i = 0; i < ns->ref_count; i++) {
        const struct al_aml_ref *r = &ns->refs[i];
        if (r->scope != method || r->target == AL_AML_NO_NODE || r->target >= ns->count)
            continue;
        const struct al_aml_node *n = &ns->nodes[r->target];
        if (n->type != AL_AML_BUFFER || !(n->flags & AL_AML_NODE_HAS_DATA))
            continue;
        struct al_span v = al_namespace_data(ns, r->target);
        uint8_t b[16];
        if (v.len == 16 && al_read_bytes(v, 0, b, 16))
            add_uuid(d, b);
    }
}

void al_objects_check_dsm_uuids(struct al_context *ctx, const struct al_table *t)
{
    (void)t;
    const struct al_namespace *ns = ctx->ns;
    for (uint32_t n = 1; n < ns->count; n++) {
        if (!ob_named(ns, n, "_DSM") || !ob_defined(ns, n) ||
            ns->nodes[n].type != AL_AML_METHOD)
            continue;
        struct dsm_scan d = {.count = 0};
        struct al_span s = ob_table_span(ns, n);
        size_t pos = ns->nodes[n].data_offset, end = pos + ns->nodes[n].data_length;
        if (end <= s.len)
            scan_body(s, pos, end, &d);
        scan_named(ns, n, &d);
        char unknown[DSM_MAX_UUIDS * 38] = "";
        unsigned unknown_count = 0;
        for (unsigned i = 0; i < d.count; i++) {
            if (known_uuid(d.uuid[i]))
                continue;
            size_t used = strlen(unknown);
            snprintf(unknown + used, sizeof(unknown) - used, "%s%s", used ? ", " : "",
                     d.uuid[i]);
            unknown_count++;
        }
        if (!unknown_count)
            continue;
        ob_report(ctx, AL_R_OBJ_DSM_DEFINED, n,
                  "_DSM implements %s no Linux driver evaluates: %s, which no published "
                  "specification acpilint knows defines; only the vendor's own driver (for "
                  "another OS) calls it, and acpi_object_usage.txt says not to use _DSM on "
                  "arm64",
                  unknown_count == 1 ? "a UUID" : "UUIDs", unknown);
    }
}
