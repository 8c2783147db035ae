/* SPDX-License-Identifier: MIT */
/*
 * The AML opcode table: one row per opcode with its argument kinds, as in
 * ACPI 6.5 section 20.2.5 (Term Objects Encoding) and section 20.3 (AML
 * Byte Stream Byte Values).  Argument letters are the AML_ARG_* kinds of
 * aml_internal.h.  Rows are direct-indexed by opcode byte.
 */
#include "aml/aml_internal.h"

#include <stddef.h>

#define T(o, n, a, k, ty) [o] = {(o), (k), (ty), (a), (n)}

const struct al_aml_opinfo al_aml_ops[256] = {
    /* 20.2.3 Data Objects Encoding */
    T(0x00, "Zero", "", AML_K_CONST, AL_AML_INTEGER),
    T(0x01, "One", "", AML_K_CONST, AL_AML_INTEGER),
    T(0x0A, "BytePrefix", "b", AML_K_CONST, AL_AML_INTEGER),
    T(0x0B, "WordPrefix", "w", AML_K_CONST, AL_AML_INTEGER),
    T(0x0C, "DWordPrefix", "d", AML_K_CONST, AL_AML_INTEGER),
    T(0x0D, "StringPrefix", "c", AML_K_STRING, AL_AML_STRING),
    T(0x0E, "QWordPrefix", "q", AML_K_CONST, AL_AML_INTEGER),
    T(0xFF, "Ones", "", AML_K_CONST, AL_AML_INTEGER),
    /* 20.2.5.1 Namespace Modifier Objects */
    T(0x06, "Alias", "Nn", AML_K_ALIAS, AL_AML_ALIAS),
    T(0x08, "Name", "nt", AML_K_NAME, AL_AML_ANY),
    T(0x10, "Scope", "pNL", AML_K_SCOPE, AL_AML_ANY),
    /* 20.2.5.4 Type 2 data objects with packages */
    T(0x11, "Buffer", "ptB", AML_K_BUFFER, AL_AML_BUFFER),
    T(0x12, "Package", "pbD", AML_K_PACKAGE, AL_AML_PACKAGE),
    T(0x13, "VarPackage", "ptD", AML_K_PACKAGE, AL_AML_PACKAGE),
    /* 20.2.5.2 Named Objects */
    T(0x14, "Method", "pnbL", AML_K_METHOD, AL_AML_METHOD),
    T(0x15, "External", "nbb", AML_K_EXTERNAL, AL_AML_ANY),
    /* 20.2.6.2 Local Objects, 20.2.6.1 Arg Objects */
    T(0x60, "Local0", "", AML_K_LOCAL, 0), T(0x61, "Local1", "", AML_K_LOCAL, 0),
    T(0x62, "Local2", "", AML_K_LOCAL, 0), T(0x63, "Local3", "", AML_K_LOCAL, 0),
    T(0x64, "Local4", "", AML_K_LOCAL, 0), T(0x65, "Local5", "", AML_K_LOCAL, 0),
    T(0x66, "Local6", "", AML_K_LOCAL, 0), T(0x67, "Local7", "", AML_K_LOCAL, 0),
    T(0x68, "Arg0", "", AML_K_LOCAL, 0), T(0x69, "Arg1", "", AML_K_LOCAL, 0),
    T(0x6A, "Arg2", "", AML_K_LOCAL, 0), T(0x6B, "Arg3", "", AML_K_LOCAL, 0),
    T(0x6C, "Arg4", "", AML_K_LOCAL, 0), T(0x6D, "Arg5", "", AML_K_LOCAL, 0),
    T(0x6E, "Arg6", "", AML_K_LOCAL, 0),
    /* 20.2.5.4 Expression Opcodes */
    T(0x70, "Store", "ts", AML_K_PLAIN, 0),
    T(0x71, "RefOf", "s", AML_K_PLAIN, 0),
    T(0x72, "Add", "tts", AML_K_PLAIN, 0),
    T(0x73, "Concatenate", "tts", AML_K_PLAIN, 0),
    T(0x74, "Subtract", "tts", AML_K_PLAIN, 0),
    T(0x75, "Increment", "s", AML_K_PLAIN, 0),
    T(0x76, "Decrement", "s", AML_K_PLAIN, 0),
    T(0x77, "Multiply", "tts", AML_K_PLAIN, 0),
    T(0x78, "Divide", "ttss", AML_K_PLAIN, 0),
    T(0x79, "ShiftLeft", "tts", AML_K_PLAIN, 0),
    T(0x7A, "ShiftRight", "tts", AML_K_PLAIN, 0),
    T(0x7B, "And", "tts", AML_K_PLAIN, 0),
    T(0x7C, "NAnd", "tts", AML_K_PLAIN, 0),
    T(0x7D, "Or", "tts", AML_K_PLAIN, 0),
    T(0x7E, "NOr", "tts", AML_K_PLAIN, 0),
    T(0x7F, "XOr", "tts", AML_K_PLAIN, 0),
    T(0x80, "Not", "ts", AML_K_PLAIN, 0),
    T(0x81, "FindSetLeftBit", "ts", AML_K_PLAIN, 0),
    T(0x82, "FindSetRightBit", "ts", AML_K_PLAIN, 0),
    T(0x83, "DerefOf", "t", AML_K_PLAIN, 0),
    T(0x84, "ConcatenateResTemplate", "tts", AML_K_PLAIN, 0),
    T(0x85, "Mod", "tts", AML_K_PLAIN, 0),
    T(0x86, "Notify", "st", AML_K_PLAIN, 0),
    T(0x87, "SizeOf", "s", AML_K_PLAIN, 0),
    T(0x88, "Index", "tts", AML_K_PLAIN, 0),
    T(0x89, "Match", "tbtbtt", AML_K_PLAIN, 0),
    T(0x8A, "CreateDWordField", "ttn", AML_K_NAMED, AL_AML_BUFFER_FIELD),
    T(0x8B, "CreateWordField", "ttn", AML_K_NAMED, AL_AML_BUFFER_FIELD),
    T(0x8C, "CreateByteField", "ttn", AML_K_NAMED, AL_AML_BUFFER_FIELD),
    T(0x8D, "CreateBitField", "ttn", AML_K_NAMED, AL_AML_BUFFER_FIELD),
    T(0x8E, "ObjectType", "s", AML_K_PLAIN, 0),
    T(0x8F, "CreateQWordField", "ttn", AML_K_NAMED, AL_AML_BUFFER_FIELD),
    T(0x90, "LAnd", "tt", AML_K_PLAIN, 0),
    T(0x91, "LOr", "tt", AML_K_PLAIN, 0),
    T(0x92, "LNot", "t", AML_K_PLAIN, 0),
    T(0x93, "LEqual", "tt", AML_K_PLAIN, 0),
    T(0x94, "LGreater", "tt", AML_K_PLAIN, 0),
    T(0x95, "LLess", "tt", AML_K_PLAIN, 0),
    T(0x96, "ToBuffer", "ts", AML_K_PLAIN, 0),
    T(0x97, "ToDecimalString", "ts", AML_K_PLAIN, 0),
    T(0x98, "ToHexString", "ts", AML_K_PLAIN, 0),
    T(0x99, "ToInteger", "ts", AML_K_PLAIN, 0),
    T(0x9C, "ToString", "tts", AML_K_PLAIN, 0),
    T(0x9D, "CopyObject", "tm", AML_K_PLAIN, 0),
    T(0x9E, "Mid", "ttts", AML_K_PLAIN, 0),
    /* 20.2.5.3 Statement Opcodes */
    T(0x9F, "Continue", "", AML_K_PLAIN, 0),
    T(0xA0, "If", "ptL", AML_K_IF, 0),
    T(0xA1, "Else", "pL", AML_K_ELSE, 0),
    T(0xA2, "While", "ptL", AML_K_WHILE, 0),
    T(0xA3, "Noop", "", AML_K_PLAIN, 0),
    T(0xA4, "Return", "t", AML_K_PLAIN, 0),
    T(0xA5, "Break", "", AML_K_PLAIN, 0),
    T(0xCC, "BreakPoint", "", AML_K_PLAIN, 0),
};

/* Extended opcodes, 0x5B prefix, indexed by the second byte. */
const struct al_aml_opinfo al_aml_ext_ops[256] = {
#undef T
#define T(o, n, a, k, ty) [o] = {AML_EXT(o), (k), (ty), (a), (n)}
    T(0x01, "Mutex", "nb", AML_K_NAMED, AL_AML_MUTEX),
    T(0x02, "Event", "n", AML_K_NAMED, AL_AML_EVENT),
    T(0x12, "CondRefOf", "ss", AML_K_PLAIN, 0),
    T(0x13, "CreateField", "tttn", AML_K_NAMED, AL_AML_BUFFER_FIELD),
    T(0x1F, "LoadTable", "tttttt", AML_K_PLAIN, 0),
    T(0x20, "Load", "Ns", AML_K_PLAIN, 0),
    T(0x21, "Stall", "t", AML_K_PLAIN, 0),
    T(0x22, "Sleep", "t", AML_K_PLAIN, 0),
    T(0x23, "Acquire", "sw", AML_K_PLAIN, 0),
    T(0x24, "Signal", "s", AML_K_PLAIN, 0),
    T(0x25, "Wait", "st", AML_K_PLAIN, 0),
    T(0x26, "Reset", "s", AML_K_PLAIN, 0),
    T(0x27, "Release", "s", AML_K_PLAIN, 0),
    T(0x28, "FromBCD", "ts", AML_K_PLAIN, 0),
    T(0x29, "ToBCD", "ts", AML_K_PLAIN, 0),
    T(0x2A, "Unload", "s", AML_K_PLAIN, 0),
    T(0x30, "Revision", "", AML_K_CONST, AL_AML_INTEGER),
    T(0x31, "Debug", "", AML_K_LOCAL, 0),
    T(0x32, "Fatal", "bdt", AML_K_PLAIN, 0),
    T(0x33, "Timer", "", AML_K_PLAIN, 0),
    T(0x80, "OperationRegion", "nbtt", AML_K_NAMED, AL_AML_REGION),
    T(0x81, "Field", "pNbF", AML_K_FIELD, AL_AML_REGION_FIELD),
    T(0x82, "Device", "pnL", AML_K_NAMED_LIST, AL_AML_DEVICE),
    T(0x83, "Processor", "pnbdbL", AML_K_NAMED_LIST, AL_AML_PROCESSOR),
    T(0x84, "PowerResource", "pnbwL", AML_K_NAMED_LIST, AL_AML_POWER),
    T(0x85, "ThermalZone", "pnL", AML_K_NAMED_LIST, AL_AML_THERMAL),
    T(0x86, "IndexField", "pNNbF", AML_K_FIELD, AL_AML_INDEX_FIELD),
    T(0x87, "BankField", "pNNtbF", AML_K_FIELD, AL_AML_BANK_FIELD),
    T(0x88, "DataTableRegion", "nttt", AML_K_NAMED, AL_AML_REGION),
};
