/* SPDX-License-Identifier: MIT */
/*
 * Resource template decoding: ACPI 6.5 section 6.4 (Resource Data Types for
 * ACPI).  Small descriptors (6.4.2): tag bits 6-3 type, bits 2-0 length.
 * Large descriptors (6.4.3): tag bit 7 set, bits 6-0 type, 16-bit length.
 * Every field read is checked against the descriptor and the buffer.
 */
#include "acpilint/aml.h"

#include <string.h>

static const char *const kind_names[] = {
    [AL_RES_UNKNOWN] = "Unknown", [AL_RES_IRQ] = "IRQ", [AL_RES_DMA] = "DMA",
    [AL_RES_START_DEPENDENT] = "StartDependentFn", [AL_RES_END_DEPENDENT] = "EndDependentFn",
    [AL_RES_IO] = "IO", [AL_RES_FIXED_IO] = "FixedIO", [AL_RES_FIXED_DMA] = "FixedDMA",
    [AL_RES_VENDOR_SMALL] = "VendorShort", [AL_RES_END_TAG] = "EndTag",
    [AL_RES_MEMORY24] = "Memory24", [AL_RES_REGISTER] = "Register",
    [AL_RES_VENDOR_LARGE] = "VendorLong", [AL_RES_MEMORY32] = "Memory32",
    [AL_RES_MEMORY32_FIXED] = "Memory32Fixed", [AL_RES_DWORD_ADDRESS] = "DWordSpace",
    [AL_RES_WORD_ADDRESS] = "WordSpace", [AL_RES_EXT_INTERRUPT] = "Interrupt",
    [AL_RES_QWORD_ADDRESS] = "QWordSpace", [AL_RES_EXT_ADDRESS] = "ExtendedSpace",
    [AL_RES_GPIO] = "GpioIo/GpioInt", [AL_RES_PIN_FUNCTION] = "PinFunction",
    [AL_RES_SERIAL_BUS] = "SerialBus", [AL_RES_PIN_CONFIG] = "PinConfig",
    [AL_RES_PIN_GROUP] = "PinGroup", [AL_RES_PIN_GROUP_FUNCTION] = "PinGroupFunction",
    [AL_RES_PIN_GROUP_CONFIG] = "PinGroupConfig", [AL_RES_CLOCK_INPUT] = "ClockInput",
};

const char *al_resource_kind_name(enum al_resource_kind kind)
{
    if ((unsigned)kind >= sizeof(kind_names) / sizeof(kind_names[0]) || !kind_names[kind])
        return "Unknown";
    return kind_names[kind];
}

static void small(struct al_span d, uint8_t type, struct al_resource *r)
{
    static const enum al_resource_kind kinds[16] = {
        [0x4] = AL_RES_IRQ, [0x5] = AL_RES_DMA, [0x6] = AL_RES_START_DEPENDENT,
        [0x7] = AL_RES_END_DEPENDENT, [0x8] = AL_RES_IO, [0x9] = AL_RES_FIXED_IO,
        [0xA] = AL_RES_FIXED_DMA, [0xE] = AL_RES_VENDOR_SMALL, [0xF] = AL_RES_END_TAG,
    };
    r->kind = kinds[type & 0xF];
    if (r->kind == AL_RES_IRQ && al_span_has(d, 0, 2)) { /* 6.4.2.1: 16-bit mask */
        uint16_t mask = al_get_u16(d, 0);
        for (unsigned i = 0; i < 16; i++)
            if (mask & (1u << i))
                r->irqs[r->irq_count++] = i;
        r->irq_flags = al_get_u8(d, 2);
    } else if (r->kind == AL_RES_IO && al_span_has(d, 0, 7)) { /* 6.4.2.5 */
        r->minimum = al_get_u16(d, 1);
        r->maximum = al_get_u16(d, 3);
        r->address_length = al_get_u8(d, 6);
    } else if (r->kind == AL_RES_FIXED_IO && al_span_has(d, 0, 3)) {
        r->minimum = r->maximum = al_get_u16(d, 0);
        r->address_length = al_get_u8(d, 2);
    }
}

/* Address space descriptors (6.4.3.5): fields of `size` bytes after 3 flag bytes. */
static void address(struct al_span d, size_t size, struct al_resource *r)
{
    if (!al_span_has(d, 0, 3 + 5 * size))
        return;
    r->resource_type = al_get_u8(d, 0);
    r->general_flags = al_get_u8(d, 1);
    r->type_flags = al_get_u8(d, 2);
    uint64_t *f[5] = {&r->granularity, &r->minimum, &r->maximum, &r->translation,
                      &r->address_length};
    for (size_t i = 0; i < 5; i++)
        al_read_uint(d, 3 + i * size, size, f[i]);
}

static void source_at(struct al_span d, size_t body_off, uint16_t off, struct al_resource *r)
{
    /* Offsets inside GPIO / serial bus descriptors count from the tag byte. */
    if (off < 3 || (size_t)off - 3 >= d.len)
        return;
    size_t start = off - 3, end = start;
    while (end < d.len && d.data[end])
        end++;
    r->source_offset = body_off + start;
    r->source_length = end - start;
}

static void large(struct al_span d, size_t body_off, uint8_t type, struct al_resource *r)
{
    switch (type) {
    case 0x01: r->kind = AL_RES_MEMORY24; break;
    case 0x02: /* 6.4.3.7 Generic Register */
        r->kind = AL_RES_REGISTER;
        if (al_span_has(d, 0, 12)) {
            r->space_id = al_get_u8(d, 0);
            r->bit_width = al_get_u8(d, 1);
            r->bit_offset = al_get_u8(d, 2);
            r->access_size = al_get_u8(d, 3);
            r->minimum = al_get_u64(d, 4);
        }
        break;
    case 0x04: r->kind = AL_RES_VENDOR_LARGE; break;
    case 0x05: /* 6.4.3.3 Memory32 */
        r->kind = AL_RES_MEMORY32;
        if (al_span_has(d, 0, 17)) {
            r->general_flags = al_get_u8(d, 0);
            r->minimum = al_get_u32(d, 1);
            r->maximum = al_get_u32(d, 5);
            r->granularity = al_get_u32(d, 9);
            r->address_length = al_get_u32(d, 13);
        }
        break;
    case 0x06: /* 6.4.3.4 Memory32Fixed */
        r->kind = AL_RES_MEMORY32_FIXED;
        if (al_span_has(d, 0, 9)) {
            r->general_flags = al_get_u8(d, 0);
            r->minimum = r->maximum = al_get_u32(d, 1);
            r->address_length = al_get_u32(d, 5);
        }
        break;
    case 0x07: r->kind = AL_RES_DWORD_ADDRESS; address(d, 4, r); break;
    case 0x08: r->kind = AL_RES_WORD_ADDRESS; address(d, 2, r); break;
    case 0x0A: r->kind = AL_RES_QWORD_ADDRESS; address(d, 8, r); break;
    case 0x0B: r->kind = AL_RES_EXT_ADDRESS; break;
    case 0x09: /* 6.4.3.6 Extended Interrupt */
        r->kind = AL_RES_EXT_INTERRUPT;
        if (al_span_has(d, 0, 2)) {
            r->irq_flags = al_get_u8(d, 0);
            uint8_t n = al_get_u8(d, 1);
            for (unsigned i = 0; i < n && al_span_has(d, 2 + 4 * (size_t)i, 4); i++) {
                if (r->irq_count < AL_RES_MAX_IRQS)
                    r->irqs[r->irq_count] = al_get_u32(d, 2 + 4 * (size_t)i);
                r->irq_count++;
            }
        }
        break;
    case 0x0C: /* 6.4.3.8.1 GPIO Connection */
        r->kind = AL_RES_GPIO;
        if (al_span_has(d, 0, 20)) {
            r->connection_type = al_get_u8(d, 1);
            r->irq_flags = (uint8_t)al_get_u16(d, 4);
            uint16_t pins = al_get_u16(d, 11), src = al_get_u16(d, 14), vend = al_get_u16(d, 16);
            (void)vend;
            for (uint16_t o = pins; o >= 3 && o + 2u <= src && (size_t)o - 1 <= d.len; o = (uint16_t)(o + 2)) {
                if (r->irq_count < AL_RES_MAX_IRQS)
                    r->irqs[r->irq_count] = al_get_u16(d, o - 3u);
                r->irq_count++;
            }
            source_at(d, body_off, src, r);
        }
        break;
    case 0x0D: r->kind = AL_RES_PIN_FUNCTION; break;
    case 0x0E: /* 6.4.3.8.2 Generic Serial Bus Connection */
        r->kind = AL_RES_SERIAL_BUS;
        if (al_span_has(d, 0, 9)) {
            r->serial_type = al_get_u8(d, 2);
            uint16_t tlen = al_get_u16(d, 7);
            if (r->serial_type == 1 && al_span_has(d, 9, 6)) { /* I2C */
                r->speed = al_get_u32(d, 9);
                r->slave_address = al_get_u16(d, 13);
            } else if ((r->serial_type == 2 || r->serial_type == 3) && al_span_has(d, 9, 4)) {
                r->speed = al_get_u32(d, 9); /* SPI connection speed / UART baud */
            }
            if (tlen <= d.len - 9)
                source_at(d, body_off, (uint16_t)(9 + tlen + 3), r);
        }
        break;
    case 0x0F: r->kind = AL_RES_PIN_CONFIG; break;
    case 0x10: r->kind = AL_RES_PIN_GROUP; break;
    case 0x11: r->kind = AL_RES_PIN_GROUP_FUNCTION; break;
    case 0x12: r->kind = AL_RES_PIN_GROUP_CONFIG; break;
    case 0x13: r->kind = AL_RES_CLOCK_INPUT; break;
    default: r->kind = AL_RES_UNKNOWN; break;
    }
}

int al_resource_next(struct al_span buf, size_t *offset, struct al_resource *out)
{
    memset(out, 0, sizeof(*out));
    size_t off = *offset;
    uint8_t tag;
    if (!al_read_u8(buf, off, &tag))
        return 0;
    out->tag = tag;
    out->offset = off;
    size_t hdr, len;
    if (tag & 0x80) {
        uint16_t l;
        if (!al_read_u16(buf, off + 1, &l))
            return -1;
        hdr = 3;
        len = l;
    } else {
        hdr = 1;
        len = tag & 7;
    }
    if (!al_span_has(buf, off + hdr, len))
        return -1;
    struct al_span d = al_span_sub(buf, off + hdr, len);
    out->length = hdr + len;
    if (tag & 0x80)
        large(d, off + hdr, tag & 0x7F, out);
    else
        small(d, (tag >> 3) & 0xF, out);
    *offset = off + hdr + len;
    return out->kind == AL_RES_END_TAG ? 0 : 1;
}
