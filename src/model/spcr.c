/* SPDX-License-Identifier: MIT */
/* SPCR decoding; offsets from the Microsoft SPCR specification, Table 3. */
#include "acpilint/spcr.h"
#include "acpilint/field.h"

#include <string.h>

#include "acpilint/dbg2.h"

bool al_spcr_decode(const struct al_table *t, struct al_spcr *out)
{
    memset(out, 0, sizeof(*out));
    out->table = t;
    if (!t || !t->header_complete)
        return false;
    struct al_span b = al_table_body(t);
    out->revision = t->header.revision;
    out->body_size = b.len;
    out->complete = al_span_has(b, 0, AL_SPCR_BASE_SIZE);

    /* Every read below yields 0 when the byte is missing; `complete` says whether it was. */
    out->interface_type = al_field_get_u8(b, AL_F_SPCR_INTERFACE_TYPE, 0);
    out->has_base_address = al_gas_decode(b, 40, &out->base_address);
    out->interrupt_type = al_field_get_u8(b, AL_F_SPCR_INTERRUPT_TYPE, 0);
    out->pc_irq = al_field_get_u8(b, AL_F_SPCR_IRQ, 0);
    out->gsiv = al_field_get_u32(b, AL_F_SPCR_GSIV, 0);
    out->baud_rate = al_field_get_u8(b, AL_F_SPCR_BAUD_RATE, 0);
    out->parity = al_field_get_u8(b, AL_F_SPCR_PARITY, 0);
    out->stop_bits = al_field_get_u8(b, AL_F_SPCR_STOP_BITS, 0);
    out->flow_control = al_field_get_u8(b, AL_F_SPCR_FLOW_CONTROL, 0);
    out->terminal_type = al_field_get_u8(b, AL_F_SPCR_TERMINAL_TYPE, 0);
    out->language = al_field_get_u8(b, AL_F_SPCR_LANGUAGE, 0);
    out->pci_device_id = al_field_get_u16(b, AL_F_SPCR_PCI_DEVICE_ID, 0);
    out->pci_vendor_id = al_field_get_u16(b, AL_F_SPCR_PCI_VENDOR_ID, 0);
    out->pci_bus = al_field_get_u8(b, AL_F_SPCR_PCI_BUS, 0);
    out->pci_device = al_field_get_u8(b, AL_F_SPCR_PCI_DEVICE, 0);
    out->pci_function = al_field_get_u8(b, AL_F_SPCR_PCI_FUNCTION, 0);
    out->pci_flags = al_field_get_u32(b, AL_F_SPCR_PCI_FLAGS, 0);
    out->pci_segment = al_field_get_u8(b, AL_F_SPCR_PCI_SEGMENT, 0);

    /* Before revision 3 bytes 76..79 are reserved; later fields exist only from 4. */
    if (out->revision >= 3)
        out->has_uart_clock_freq =
            al_field_u32(b, AL_F_SPCR_UART_CLOCK_FREQUENCY, 0, &out->uart_clock_freq);
    if (out->revision < 4)
        return true;
    out->has_precise_baud_rate =
        al_field_u32(b, AL_F_SPCR_PRECISE_BAUD_RATE, 0, &out->precise_baud_rate);
    out->has_namespace_fields = al_span_has(b, 84, 4);
    if (!out->has_namespace_fields)
        return true;
    out->namespace_length = al_field_get_u16(b, AL_F_SPCR_NAMESPACE_STRING_LENGTH, 0);
    out->namespace_offset = al_field_get_u16(b, AL_F_SPCR_NAMESPACE_STRING_OFFSET, 0);
    bool in_range = out->namespace_offset >= AL_SPCR_REV4_FIXED_SIZE &&
                    al_span_has(b, out->namespace_offset, out->namespace_length);
    out->namespace_ok = in_range && out->namespace_length >= 1 &&
                        al_get_u8(b, (size_t)out->namespace_offset + out->namespace_length - 1) == 0;
    if (in_range) {
        size_t n = out->namespace_length;
        if (n > AL_SPCR_NAMESPACE_MAX - 1)
            n = AL_SPCR_NAMESPACE_MAX - 1;
        al_read_bytes(b, out->namespace_offset, out->namespace_string, n);
        out->namespace_string[n] = '\0';
    }
    return true;
}

bool al_spcr_baud_rate(uint8_t code, uint32_t *bps)
{
    switch (code) {
    case 0:
        *bps = 0;
        return true;
    case 3:
        *bps = 9600;
        return true;
    case 4:
        *bps = 19200;
        return true;
    case 6:
        *bps = 57600;
        return true;
    case 7:
        *bps = 115200;
        return true;
    default:
        return false;
    }
}

const char *al_spcr_interface_name(uint8_t interface_type)
{
    return al_dbg2_serial_subtype_name(interface_type);
}
