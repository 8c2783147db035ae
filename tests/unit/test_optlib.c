/* SPDX-License-Identifier: MIT */
/*
 * The libraries opened on first use (include/acpilint/optlib.h): each one
 * resolves and works through its typed table, and a library or symbol that
 * cannot be loaded gives the "<input> needs <lib> (<soname>): <reason>"
 * error through the real callers (gzip, YAML, .dtb) without crashing.
 * This test links none of the three: everything goes through dlopen().
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "acpilint/load.h"
#include "acpilint/optlib.h"
#include "acpilint/rules.h"
#include "rules/ydoc.h"
#define FX_KERNEL "6.12" /* the default model */
#include "sim_fixture.h"
#include "testutil.h"
#include "util/optlib_fdt.h"
#include "util/optlib_yaml.h"
#include "util/optlib_zlib.h"

#define BOGUS "libacpilint-no-such-library.so.0"

/* printf 'acpilint optlib\n' | gzip -9n */
static const uint8_t gz_text[] = {
    0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0x4b, 0x4c, 0x2e, 0xc8,
    0xcc, 0xc9, 0xcc, 0x2b, 0x51, 0xc8, 0x2f, 0x28, 0xc9, 0xc9, 0x4c, 0xe2, 0x02, 0x00,
    0xbf, 0x79, 0x68, 0x2d, 0x10, 0x00, 0x00, 0x00,
};

static const char rules_text[] = "rules:\n"
                                 "  - id: a.rule\n    severity: info\n    summary: S\n"
                                 "    reference: R\n";

#ifdef ACPILINT_HAVE_LIBFDT
static void put_be32(uint8_t *b, size_t off, uint32_t v)
{
    b[off] = (uint8_t)(v >> 24);
    b[off + 1] = (uint8_t)(v >> 16);
    b[off + 2] = (uint8_t)(v >> 8);
    b[off + 3] = (uint8_t)v;
}

/*
 * The smallest valid flattened device tree (version 17): the header, an
 * empty memory reservation block, and a root node with nothing in it.
 */
static size_t make_dtb(uint8_t *b)
{
    memset(b, 0, 72);
    put_be32(b, 0, 0xd00dfeed); /* magic */
    put_be32(b, 4, 72);         /* totalsize */
    put_be32(b, 8, 56);         /* off_dt_struct */
    put_be32(b, 12, 72);        /* off_dt_strings */
    put_be32(b, 16, 40);        /* off_mem_rsvmap */
    put_be32(b, 20, 17);        /* version */
    put_be32(b, 24, 16);        /* last_comp_version */
    put_be32(b, 36, 16);        /* size_dt_struct */
    put_be32(b, 56, 1);         /* FDT_BEGIN_NODE "" */
    put_be32(b, 64, 2);         /* FDT_END_NODE */
    put_be32(b, 68, 9);         /* FDT_END */
    return 72;
}
#endif

static int teardown(void **state)
{
    (void)state;
    for (int id = 0; id < AL_OPTLIB_COUNT; id++)
        al_optlib_set_soname((enum al_optlib_id)id, NULL);
    return 0;
}

static void test_sonames_from_build(void **state)
{
    (void)state;
    assert_non_null(strstr(al_optlib_soname(AL_OPTLIB_ZLIB), ".so."));
    assert_non_null(strstr(al_optlib_soname(AL_OPTLIB_YAML), "yaml"));
#ifdef ACPILINT_HAVE_LIBFDT
    assert_non_null(strstr(al_optlib_soname(AL_OPTLIB_FDT), "fdt"));
#else
    assert_null(al_optlib_soname(AL_OPTLIB_FDT));
#endif
    assert_null(al_optlib_soname(AL_OPTLIB_COUNT));
}

static void test_zlib_resolves(void **state)
{
    (void)state;
    char err[256] = "";
    const struct al_zlib *z = al_zlib(err, sizeof(err));
    assert_non_null(z);
    assert_non_null(z->inflateInit2_);
    assert_non_null(z->inflate);
    assert_non_null(z->inflateEnd);
    assert_non_null(z->inflateReset);
    uint8_t *out = NULL;
    size_t n = 0;
    assert_int_equal(al_gunzip(gz_text, sizeof(gz_text), &out, &n, err, sizeof(err)), AL_LOAD_OK);
    assert_int_equal(n, 16);
    assert_memory_equal(out, "acpilint optlib\n", 16);
    free(out);
}

static void test_yaml_resolves(void **state)
{
    (void)state;
    char err[256] = "";
    const struct al_yaml *y = al_yaml(err, sizeof(err));
    assert_non_null(y);
    assert_non_null(y->yaml_parser_load);
    assert_non_null(y->yaml_document_get_root_node);
    /* The event parser (catalogue) and the document loader (profiles, config, baseline). */
    struct al_catalogue c;
    al_catalogue_init(&c);
    assert_int_equal(al_catalogue_parse(&c, "t.yaml", rules_text, strlen(rules_text), err,
                                        sizeof(err)), 0);
    assert_int_equal(c.count, 1);
    al_catalogue_free(&c);
    struct al_ydoc d;
    assert_int_equal(al_ydoc_load(&d, "t.yaml", rules_text, strlen(rules_text), err,
                                  sizeof(err)), 0);
    assert_non_null(al_ydoc_get(&d, al_ydoc_root(&d), "rules"));
    al_ydoc_free(&d);
}

static void test_fdt_resolves(void **state)
{
    (void)state;
#ifdef ACPILINT_HAVE_LIBFDT
    char err[256] = "";
    const struct al_fdt *fdt = al_fdt(err, sizeof(err));
    assert_non_null(fdt);
    uint8_t blob[72];
    make_dtb(blob);
    assert_int_equal(fdt->fdt_check_header(blob), 0);
    int depth = -1;
    assert_int_equal(fdt->fdt_next_node(blob, -1, &depth), 0);
    assert_int_equal(depth, 0);
    assert_string_equal(fdt->fdt_get_name(blob, 0, NULL), "");
    blob[0] ^= 0xff;
    assert_int_equal(fdt->fdt_check_header(blob), -FDT_ERR_BADMAGIC);
#else
    skip();
#endif
}

/* The generic opener: a SONAME that does not exist, and a symbol that does not. */
static void test_open_failures(void **state)
{
    (void)state;
    static const char *const names[] = {"inflate", "al_no_such_symbol"};
    al_optlib_fn fns[2] = {NULL, NULL};
    void *handle = NULL;
    char err[256] = "";
    assert_int_equal(al_optlib_open(BOGUS, names, 1, fns, &handle, err, sizeof(err)), -1);
    assert_non_null(strstr(err, BOGUS));
    assert_null(handle);
    assert_null(fns[0]);

    err[0] = '\0';
    assert_int_equal(al_optlib_open(al_optlib_soname(AL_OPTLIB_ZLIB), names, 2, fns, &handle,
                                    err, sizeof(err)), -1);
    assert_non_null(strstr(err, "al_no_such_symbol"));
    assert_null(handle);

    assert_int_equal(al_optlib_open(al_optlib_soname(AL_OPTLIB_ZLIB), names, 1, fns, &handle,
                                    err, sizeof(err)), 0);
    assert_non_null(handle);
    assert_non_null(fns[0]);
}

/*
 * gzip without zlib: the installation is at fault, not the input, so no
 * finding; the path, directory and buffer loaders say why and fail
 * (AL_LOAD_NO_LIBRARY: the front end exits 2); counted; never a crash.
 */
static void test_gzip_without_zlib(void **state)
{
    (void)state;
    al_optlib_set_soname(AL_OPTLIB_ZLIB, BOGUS);
    unsigned before = al_optlib_failures();
    struct al_tableset ts;
    al_tableset_init(&ts);
    assert_int_equal(al_load_buffer(&ts, "tables.gz", gz_text, sizeof(gz_text)),
                     AL_LOAD_NO_LIBRARY);
    assert_int_equal(ts.count, 0);
    assert_int_equal(ts.findings.count, 0);
    assert_int_equal(al_optlib_failures(), before + 1);
    assert_non_null(strstr(al_optlib_last_error(), "gzip input needs zlib (" BOGUS "): "));
    assert_non_null(strstr(al_optlib_last_error(), BOGUS ": cannot open shared object file"));

    /* A file and a folder holding it: "path: reason", an unreadable input each. */
    assert_int_equal(tu_dir_make("optlib"), 0);
    tu_dir_write("dsdt.dat.gz", gz_text, sizeof(gz_text));
    char file[256];
    tu_dir_path(file, sizeof(file), "dsdt.dat.gz");
    char err[512] = "";
    assert_int_equal(al_load_path(&ts, file, err, sizeof(err)), AL_LOAD_NO_LIBRARY);
    assert_true(strncmp(err, file, strlen(file)) == 0);
    assert_non_null(strstr(err, ": gzip input needs zlib (" BOGUS "): "));
    err[0] = '\0';
    assert_int_equal(al_load_path(&ts, tu_dir, err, sizeof(err)), AL_LOAD_NO_LIBRARY);
    assert_non_null(strstr(err, "dsdt.dat.gz: gzip input needs zlib"));
    assert_int_equal(ts.unreadable_inputs, 2);
    assert_int_equal(ts.findings.count, 0);
    assert_int_equal(tu_dir_remove(), 0);

    /* The failure is kept: the next input gets the same message, counted again. */
    unsigned failures = al_optlib_failures();
    uint8_t *out = NULL;
    size_t n = 0;
    assert_int_equal(al_gunzip(gz_text, sizeof(gz_text), &out, &n, err, sizeof(err)),
                     AL_LOAD_NO_LIBRARY);
    assert_null(out);
    assert_string_equal(err, al_optlib_last_error());
    assert_int_equal(al_optlib_failures(), failures + 1);
    al_tableset_free(&ts);

    /* Back to the build's SONAME: the same bytes decompress. */
    al_optlib_set_soname(AL_OPTLIB_ZLIB, NULL);
    assert_string_equal(al_optlib_last_error(), "");
    assert_int_equal(al_gunzip(gz_text, sizeof(gz_text), &out, &n, err, sizeof(err)), AL_LOAD_OK);
    free(out);
    assert_int_equal(al_optlib_failures(), failures + 1);
}

/* YAML without libyaml: both readers name the file and the library. */
static void test_yaml_without_libyaml(void **state)
{
    (void)state;
    al_optlib_set_soname(AL_OPTLIB_YAML, BOGUS);
    char err[512] = "";
    struct al_catalogue c;
    al_catalogue_init(&c);
    assert_int_equal(al_catalogue_parse(&c, "rules/x.yaml", rules_text, strlen(rules_text), err,
                                        sizeof(err)), -1);
    al_catalogue_free(&c);
    assert_non_null(strstr(err, "rules/x.yaml: YAML input needs libyaml (" BOGUS "): "));
    struct al_ydoc d;
    err[0] = '\0';
    assert_int_equal(al_ydoc_load(&d, ".acpilint.yaml", rules_text, strlen(rules_text), err,
                                  sizeof(err)), -1);
    assert_non_null(strstr(err, ".acpilint.yaml: YAML input needs libyaml (" BOGUS "): "));
    assert_null(al_ydoc_root(&d));
    al_ydoc_free(&d); /* nothing loaded: must not call into the missing library */
}

/* A .dtb without libfdt: the simulator's error names the file; no fallback. */
static void test_dtb_without_libfdt(void **state)
{
    (void)state;
#ifdef ACPILINT_HAVE_LIBFDT
    uint8_t blob[72];
    FILE *fp = fopen("optlib_root_only.dtb", "wb");
    assert_non_null(fp);
    assert_int_equal(fwrite(blob, 1, make_dtb(blob), fp), 72);
    fclose(fp);

    al_optlib_set_soname(AL_OPTLIB_FDT, BOGUS);
    struct fx f;
    fx_init(&f);
    f.opt.dt = AL_DT_FILE;
    f.opt.dt_file = "optlib_root_only.dtb";
    assert_int_equal(fx_run(&f), -1);
    assert_non_null(strstr(f.r.error, "cannot read device tree 'optlib_root_only.dtb': "
                                      ".dtb input needs libfdt (" BOGUS "): "));
    fx_free(&f);

    /* With libfdt: a root without children leaves the DT empty, so ACPI boots. */
    al_optlib_set_soname(AL_OPTLIB_FDT, NULL);
    fx_init(&f);
    f.opt.dt = AL_DT_FILE;
    f.opt.dt_file = "optlib_root_only.dtb";
    assert_int_equal(fx_run(&f), 0);
    fx_expect_verdict(&f, "enabled", "acpi", "smc");
    fx_free(&f);
#else
    skip();
#endif
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sonames_from_build),
        cmocka_unit_test(test_zlib_resolves),
        cmocka_unit_test(test_yaml_resolves),
        cmocka_unit_test(test_fdt_resolves),
        cmocka_unit_test(test_open_failures),
        cmocka_unit_test_teardown(test_gzip_without_zlib, teardown),
        cmocka_unit_test_teardown(test_yaml_without_libyaml, teardown),
        cmocka_unit_test_teardown(test_dtb_without_libfdt, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
