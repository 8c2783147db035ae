/* SPDX-License-Identifier: MIT */
/*
 * Policy profiles: what one reading of "what Linux (or SBBR) expects" says
 * about which tables a system must, should or must not carry, which
 * namespace objects are prohibited, deprecated, required or must come in
 * pairs, and which rules it turns off or reports at another severity.
 * A profile is data: one YAML file under rules/profiles/ (embedded in the
 * binary; `--rules-dir DIR` reads DIR/profiles/ instead).
 *
 * Profile file format:
 *
 *   name: linux-4.1                     # what --profile and the config name
 *   alias: sbbr                         # optional second name
 *   summary: "One line"
 *   reference: "Linux 4.1 Documentation/arm64/acpi_object_usage.txt lines 12-22"
 *   tables:                             # 4-character signatures; ? and * globs
 *     required: [RSDP, XSDT, FACP]      #   (the kernel's "OEMx" is "OEM?")
 *     required_if_pci: [MCFG]           # required when the namespace has a
 *     recommended: [SSDT]               #   PCI host bridge
 *     recommended_with_ras: [HEST]      # recommended when the platform has RAS
 *     recommended_with_cppc: [PCCT]     # recommended when _CPC uses PCC
 *     recommended_with_numa: [SRAT]     # recommended when facts say numa: true
 *     recommended_with_smmu: [IORT]     # recommended when facts say smmu: true
 *     required_with_serial_console: [SPCR]  # required unless the config's
 *                                       #   facts say serial-console: false
 *     required_with_its: [IORT]         # required when the platform shows a
 *                                       #   feature: its, numa, pcc, sdei,
 *                                       #   nvdimm, cxl
 *     optional: [FACS]
 *     not_supported: [HPET]
 *   objects:                            # lists for the object rules; any
 *     prohibited: [\_GL, _GLK]          #   lower_snake key, each a list of
 *     deprecated: [\_OSI]               #   names or of [name, name] pairs
 *     pairs: [[_PS0, _PS3]]
 *   rules:
 *     severity: {rsdp.rsdt-address: error}   # rule id or glob -> level
 *     disabled: [tables.recommended-missing]  # rule ids or globs
 *
 * Every key is optional except name.  Unknown keys, a signature in two
 * lists and malformed values are errors naming the file and line.
 */
#ifndef ACPILINT_PROFILE_H
#define ACPILINT_PROFILE_H

#include <stdbool.h>
#include <stddef.h>

struct al_catalogue;

/* The profile used when none is named (--profile, config). */
#define AL_PROFILE_DEFAULT "linux"

enum al_table_status {
    AL_TABLE_UNLISTED = 0, /* the profile says nothing about it */
    AL_TABLE_REQUIRED,
    AL_TABLE_REQUIRED_IF_PCI,
    AL_TABLE_RECOMMENDED,
    AL_TABLE_RECOMMENDED_WITH_RAS, /* judged when the tables or the config show RAS support */
    AL_TABLE_RECOMMENDED_WITH_CPPC,   /* judged when a _CPC uses PCC registers */
    /* Facts (facts.h) the tables cannot show: judged as the config declares them. */
    AL_TABLE_RECOMMENDED_WITH_NUMA,        /* judged when facts: numa true */
    AL_TABLE_RECOMMENDED_WITH_SMMU,        /* judged when facts: smmu true */
    /*
     * Required when the platform has a feature (tables_features.h says how each is
     * shown): BBR 2.1's conditionally required tables.  Keep SERIAL_CONSOLE first
     * and CXL last: tables_policy.c walks the range.
     */
    AL_TABLE_REQUIRED_WITH_SERIAL_CONSOLE, /* unless the config declares no serial console */
    AL_TABLE_REQUIRED_WITH_ITS,            /* a GIC ITS in the MADT, or facts: smmu */
    AL_TABLE_REQUIRED_WITH_NUMA,           /* more than one proximity domain */
    AL_TABLE_REQUIRED_WITH_PCC,            /* a user of PCC registers */
    AL_TABLE_REQUIRED_WITH_SDEI,           /* an SDEI notification (HEST, AGDI) */
    AL_TABLE_REQUIRED_WITH_NVDIMM,         /* an NVDIMM root device (ACPI0012) */
    AL_TABLE_REQUIRED_WITH_CXL,            /* a CXL host bridge (ACPI0016) or root (ACPI0017) */
    AL_TABLE_OPTIONAL,
    AL_TABLE_NOT_SUPPORTED,
    AL_TABLE_STATUS_COUNT
};

/*
 * "required", "required_if_pci", "recommended", "recommended_with_ras",
 * "recommended_with_cppc", "recommended_with_numa", "recommended_with_smmu",
 * "required_with_<feature>", "optional", "not_supported", "unlisted".
 */
const char *al_table_status_name(enum al_table_status s);

struct al_string_list {
    const char **items;
    size_t count;
    size_t capacity;
};

/* One list under objects:, e.g. "prohibited"; pairs are stored flattened. */
struct al_profile_objects {
    const char *name;
    struct al_string_list items;
    bool pairs;    /* entries are [a, b]: items[2i], items[2i+1] */
    unsigned line;
};

/* One entry under rules: (a severity change or a disabled rule). */
struct al_profile_rule {
    const char *pattern; /* rule id or fnmatch glob */
    int severity;        /* enum al_severity, or -1 when the entry disables */
    unsigned line;
};

struct al_profile {
    const char *name;
    const char *summary;   /* "" when none */
    const char *reference; /* "" when none */
    const char *file;      /* "rules/profiles/linux.yaml" or the --rules-dir path */
    const char *alias;     /* a second name ("sbbr" for bbr-2.1), "" when none */
    struct al_string_list tables[AL_TABLE_STATUS_COUNT]; /* [AL_TABLE_UNLISTED] stays empty */
    unsigned table_lines[AL_TABLE_STATUS_COUNT];
    struct al_profile_objects *objects;
    size_t object_count;
    struct al_profile_rule *rules; /* in file order: severities, then disabled */
    size_t rule_count;
    char **strings; /* everything above points into these */
    size_t string_count, string_capacity;
};

/* Parses one profile document.  Returns 0, or -1 with "name:line: reason" in err. */
int al_profile_parse(struct al_profile *p, const char *name, const char *text, size_t size,
                     char *err, size_t err_size);
void al_profile_free(struct al_profile *p);

/*
 * Checks the rules: section against a catalogue: every id or glob must name
 * at least one rule.  Returns 0, or -1 with "file:line: reason" in err.
 */
int al_profile_check_rules(const struct al_profile *p, const struct al_catalogue *c, char *err,
                           size_t err_size);

/* What the profile says about a table signature ("DBG2"); p NULL: the default profile. */
enum al_table_status al_profile_table_status(const struct al_profile *p, const char *sig);

/* The signatures (patterns) of one status, e.g. every required table. */
const struct al_string_list *al_profile_tables(const struct al_profile *p,
                                               enum al_table_status status);

/*
 * An objects: list by name ("prohibited", "deprecated", "required", "pairs",
 * ...); an empty list when the profile has none.  p NULL: the default profile.
 */
const struct al_string_list *al_profile_object_list(const struct al_profile *p,
                                                    const char *name);
/* True when `name` ("\\_OSI", "_DSM") is in the objects: list `list`. */
bool al_profile_object_listed(const struct al_profile *p, const char *list, const char *name);

/*
 * The severity this profile gives a rule whose catalogue default is `def`:
 * the last matching severity entry, or def; -1 when the profile disables it.
 */
int al_profile_rule_severity(const struct al_profile *p, const char *rule_id, int def);

/* Every profile available, sorted by name. */
struct al_profile_set {
    struct al_profile **profiles;
    size_t count;
};

void al_profile_set_init(struct al_profile_set *s);
void al_profile_set_free(struct al_profile_set *s);
/* Adds the embedded profiles (rules/profiles/NAME.yaml).  Returns 0 or -1 with err. */
int al_profile_set_load_embedded(struct al_profile_set *s, char *err, size_t err_size);
/* Adds every DIR/NAME.yaml, sorted by name.  Returns 0 or -1 with "file:line: reason". */
int al_profile_set_load_dir(struct al_profile_set *s, const char *dir, char *err,
                            size_t err_size);
/* Adds one parsed profile (taking ownership); -1 when its name is taken. */
int al_profile_set_add(struct al_profile_set *s, struct al_profile *p, char *err,
                       size_t err_size);
/* The profile of that name or alias, or NULL. */
const struct al_profile *al_profile_set_find(const struct al_profile_set *s, const char *name);

/*
 * The embedded profiles, loaded once on first use and immutable afterwards
 * (like al_catalogue_default()).  Aborts if the embedded data is invalid.
 */
const struct al_profile_set *al_profile_set_default(void);
/* The embedded AL_PROFILE_DEFAULT profile. */
const struct al_profile *al_profile_default(void);

#endif
