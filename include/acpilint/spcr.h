/* SPDX-License-Identifier: MIT */
/*
 * SPCR ("SPCR"), Serial Port Console Redirection table (reserved in ACPI
 * 6.5 Table 5.6; layout from the Microsoft SPCR specification revision 4,
 * checked against ACPICA's ACPI_TABLE_SPCR).  Revisions 1 and 2 are 80
 * bytes; revision 3 turns bytes 76..79 into the UART clock frequency;
 * revision 4 adds the precise baud rate and a namespace string.
 */
#ifndef ACPILINT_SPCR_H
#define ACPILINT_SPCR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "acpilint/gas.h"
#include "acpilint/table.h"

#define AL_SPCR_BASE_SIZE 80u /* revisions 1-3 */
#define AL_SPCR_REV4_FIXED_SIZE 88u /* revision 4, before the namespace string */
#define AL_SPCR_NAMESPACE_MAX 256u

/* Interrupt Type bits. */
#define AL_SPCR_IRQ_8259 (1u << 0)
#define AL_SPCR_IRQ_IOAPIC (1u << 1)
#define AL_SPCR_IRQ_IOSAPIC (1u << 2)
#define AL_SPCR_IRQ_GIC (1u << 3) /* ARMH GIC interrupt */
#define AL_SPCR_IRQ_RISCV (1u << 4)

struct al_spcr {
    const struct al_table *table;
    uint8_t revision;
    size_t body_size;
    bool complete; /* the 80-byte base layout is present */

    uint8_t interface_type; /* a DBG2 serial subtype, see al_dbg2_serial_subtype_name() */
    struct al_gas base_address;
    bool has_base_address;
    uint8_t interrupt_type;
    uint8_t pc_irq;
    uint32_t gsiv;
    uint8_t baud_rate; /* code; see al_spcr_baud_rate() */
    uint8_t parity;
    uint8_t stop_bits;
    uint8_t flow_control;
    uint8_t terminal_type;
    uint8_t language;
    uint16_t pci_device_id; /* 0xFFFF for a non-PCI device */
    uint16_t pci_vendor_id;
    uint8_t pci_bus;
    uint8_t pci_device;
    uint8_t pci_function;
    uint32_t pci_flags;
    uint8_t pci_segment;

    /* Revision 3+: UART Clock Frequency at 76 (0 = not provided). */
    uint32_t uart_clock_freq;
    bool has_uart_clock_freq;
    /* Revision 4+: Precise Baud Rate at 80, namespace string length/offset at 84/86. */
    uint32_t precise_baud_rate;
    bool has_precise_baud_rate;
    uint16_t namespace_length;
    uint16_t namespace_offset; /* from the start of the table */
    bool has_namespace_fields;
    bool namespace_ok; /* offset >= 88, wholly inside the body, length >= 1, NUL-terminated */
    char namespace_string[AL_SPCR_NAMESPACE_MAX]; /* copy, NUL-terminated, may be cut */
};

/* Decodes an SPCR; false when it has no complete header. */
bool al_spcr_decode(const struct al_table *t, struct al_spcr *out);

/*
 * Baud rate code to bits per second: 0 means "as already configured"
 * (*bps = 0), 3/4/6/7 are 9600/19200/57600/115200.  False for any other code.
 */
bool al_spcr_baud_rate(uint8_t code, uint32_t *bps);

/* Interface type name (the DBG2 serial subtype table), or NULL when reserved. */
const char *al_spcr_interface_name(uint8_t interface_type);

#endif
