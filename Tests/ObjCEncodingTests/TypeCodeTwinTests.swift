import Foundation
import ObjCEncoding
import Testing

/// The C twin of `ScalarTypeCode.all`: `CSupport/RuntimeCore/include/rt_type_codes.h` is
/// written from the Swift table by `CTwin.render()` and must equal it byte for byte.
/// `Scripts/generate-type-codes.sh` rewrites it (it runs this suite with
/// MINIOBJC_WRITE_TYPE_CODES=1, which writes the file instead of comparing).
@Suite struct TypeCodeTwinTests {
    static let twinPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CSupport/RuntimeCore/include/rt_type_codes.h")

    @Test func committedTwinIsCurrent() throws {
        let expected = CTwin.render()
        if ProcessInfo.processInfo.environment["MINIOBJC_WRITE_TYPE_CODES"] == "1" {
            try expected.write(to: Self.twinPath, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.twinPath, encoding: .utf8)
        guard committed != expected else { return }
        let a = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        Issue.record("""
            rt_type_codes.h is stale from line \(line + 1): run Scripts/generate-type-codes.sh after changing ScalarTypeCode.swift
              committed: \(line < a.count ? String(a[line]) : "(end)")
              expected:  \(line < b.count ? String(b[line]) : "(end)")
            """)
    }

    @Test func everyRowIsReachableByCodeAndByTree() throws {
        #expect(ScalarTypeCode.all.count == 22)
        #expect(Set(ScalarTypeCode.all.map(\.code)).count == ScalarTypeCode.all.count, "one row per code")
        for row in ScalarTypeCode.all {
            #expect(ScalarTypeCode.of(row.code) == row)
            #expect(row.type.scalarCode == row, "\(row): the tree's row is the row")
            #expect(row.type.encoding == String(row.character), "\(row): the tree prints as the code")
            #expect(try ObjCType.parse(String(row.character)) == row.type || !row.standsAlone)
            if row.standsAlone {
                #expect(try ObjCType.layout(ofEncoding: String(row.character)) == row.layout)
            }
        }
        #expect(ScalarTypeCode.of(UInt8(ascii: "{")) == nil)
        #expect(ScalarTypeCode.of(0xC3) == nil)
        #expect(ObjCType.object(className: "NSString", protocols: []).scalarCode == nil)
        #expect(ObjCType.pointer(.int).scalarCode == nil)
    }

    /// clang's own sizes (the Fixtures corpus) for every code it measured.
    @Test func sizesAgreeWithClang() throws {
        var checked = Set<UInt8>()
        for t in Fixtures.types where t.apple.utf8.count == 1 {
            let row = try #require(ScalarTypeCode.of(t.apple.utf8.first!), "\(t.apple) has a row")
            #expect(row.size == t.size && row.alignment == t.alignment, "\(t.c): \(row)")
            checked.insert(row.code)
        }
        #expect(checked.count >= 15, "the corpus covers most codes")
    }

    @Test func qualifierAlphabet() {
        #expect(ObjCType.Qualifier.codes == "rnNoORV")
        for b in UInt8(0)...UInt8(127) {
            #expect(ObjCType.Qualifier.isQualifier(b) == ObjCType.Qualifier.codes.utf8.contains(b))
        }
        #expect(ScalarTypeCode.leading("rnVv")?.code == UInt8(ascii: "v"))
        #expect(ScalarTypeCode.leading("Aq")?.code == UInt8(ascii: "q"))
        #expect(ScalarTypeCode.leading("r^v")?.code == nil)
        #expect(ScalarTypeCode.leading("@\"NSString\"")?.kind == .object)
        #expect(ScalarTypeCode.leading("") == nil)
    }

    @Test func numberCodesAreFoundationsOwn() {
        let numbers = String(ScalarTypeCode.all.filter(\.isNumber).map(\.character))
        #expect(numbers == "cCsSiIlLqQfdB")
        #expect(ScalarTypeCode.of(UInt8(ascii: "l"))?.numberGetter == "intValue", "l is 32-bit")
    }

    @Test func namedRowsAreTheTablesRows() {
        #expect(ScalarTypeCode.object.code == UInt8(ascii: "@") && ScalarTypeCode.object.kind == .object)
        #expect(ScalarTypeCode.long.cType == .int32, "l is a 32-bit long")
        #expect(ScalarTypeCode.all.contains(.void) && ScalarTypeCode.all.contains(.unknown))
        #expect(ObjCType.pointer(.void).encoding.utf8.first == ObjCType.pointerPrefix)
    }

    @Test func callTypesAreNamedByTheirFixedWidthTypeOrTheirRow() {
        // A call passes widths: int8_t is signed char, int64_t is long on LP64.
        #expect(ScalarTypeCode.char.cType.cName == "signed char")
        #expect(ScalarTypeCode.longLong.cType.cName == "long")
        #expect(ScalarTypeCode.unsignedLongLong.cType.cName == "unsigned long")
        #expect(ScalarTypeCode.bool.cType.cName == "bool")
        // The rest by their row: `l` shares `int` with `i`, which comes first.
        #expect(ScalarTypeCode.long.cType.cName == "int")
        let byRow = [ScalarTypeCode.unsignedShort, .float, .double, .longDouble, .void, .cString, .object, .classObject,
                     .selector, .int128]
        #expect(byRow.map(\.cType.cName) == ["unsigned short", "float", "double", "long double", "void", "char *", "id",
                                              "Class", "SEL", "__int128"])
    }
}

/// Renders `rt_type_codes.h`.
enum CTwin {
    static func kindName(_ k: ScalarTypeCode.Kind) -> String {
        switch k {
        case .signedInteger: "RT_TYPE_SIGNED_INTEGER"
        case .unsignedInteger: "RT_TYPE_UNSIGNED_INTEGER"
        case .floatingPoint: "RT_TYPE_FLOATING_POINT"
        case .boolean: "RT_TYPE_BOOLEAN"
        case .void: "RT_TYPE_VOID"
        case .object: "RT_TYPE_OBJECT"
        case .classObject: "RT_TYPE_CLASS"
        case .selector: "RT_TYPE_SELECTOR"
        case .cString: "RT_TYPE_CSTRING"
        case .unknown: "RT_TYPE_UNKNOWN"
        }
    }

    static func cChar(_ b: UInt8) -> String { b == UInt8(ascii: "'") || b == UInt8(ascii: "\\") ? "'\\\(Character(Unicode.Scalar(b)))'" : "'\(Character(Unicode.Scalar(b)))'" }

    static func render() -> String {
        var s = """
        /* GENERATED from Sources/ObjCEncoding/ScalarTypeCode.swift by Scripts/generate-type-codes.sh.
         * Do not edit: change the Swift table and regenerate; ObjCEncodingTests' TypeCodeTwinTests
         * fails while this file and the table differ.
         *
         * The one-letter type codes of the Objective-C type encoding and their facts for the host
         * ABI (x86-64 and arm64 Linux), for the C layers: what each code's value is, its size and
         * alignment, its C name, and the NSNumber getter that returns it. Also the one qualifier
         * alphabet. Constant data and pure functions: no lock. */
        #ifndef MINIOBJC_RT_TYPE_CODES_H
        #define MINIOBJC_RT_TYPE_CODES_H

        #include <stdbool.h>
        #include <stddef.h>
        #include <stdint.h>

        /* What a value of the type is (ScalarTypeCode.Kind). */
        typedef enum rt_type_kind {
            RT_TYPE_NONE = 0, /* the byte is not a one-letter type */

        """
        for k in ScalarTypeCode.Kind.allCases { s += "    \(kindName(k)) = \(k.rawValue),\n" }
        s += """
        } rt_type_kind;

        /* One row of the table. */
        typedef struct rt_type_code {
            uint8_t kind;             /* rt_type_kind */
            uint8_t size;             /* bytes; 0 for void and for a type without layout */
            uint8_t alignment;        /* 0 when the type has no layout ('?') */
            const char *cName;        /* NULL for a byte that is not a code */
            const char *numberGetter; /* the NSNumber getter returning this C type, or NULL */
        } rt_type_code;

        /* The rows, indexed by code; every other byte is all zeros (RT_TYPE_NONE). */
        static const rt_type_code rt_type_codes[128] = {

        """
        for row in ScalarTypeCode.all {
            let getter = row.numberGetter.map { "\"\($0)\"" } ?? "NULL"
            s += "    [\(cChar(row.code))] = {\(kindName(row.kind)), \(row.size ?? 0), \(row.alignment ?? 0), \"\(row.cName)\", \(getter)},\n"
        }
        let numberCodes = String(ScalarTypeCode.all.filter(\.isNumber).map(\.character))
        s += """
        };

        /* The method-type qualifiers, in ObjCType.Qualifier's order: the one qualifier alphabet. */
        #define RT_TYPE_QUALIFIERS "\(ObjCType.Qualifier.codes)"
        /* The prefixes of _Atomic T and _Complex T. */
        #define RT_TYPE_ATOMIC_PREFIX \(cChar(ObjCType.atomicPrefix))
        #define RT_TYPE_COMPLEX_PREFIX \(cChar(ObjCType.complexPrefix))
        /* The codes an NSNumber can be made with. */
        #define RT_TYPE_NUMBER_CODES "\(numberCodes)"

        /* The row of `code`: kind RT_TYPE_NONE when the byte is not a one-letter type. No lock. */
        static inline const rt_type_code *rt_type_code_of(char code) {
            static const rt_type_code none = {0, 0, 0, 0, 0};
            unsigned char c = (unsigned char)code;
            return c < 128 ? &rt_type_codes[c] : &none;
        }

        /* Whether `c` is a method-type qualifier (RT_TYPE_QUALIFIERS). No lock. */
        static inline bool rt_type_isQualifier(char c) {
            switch (c) {

        """
        s += "    " + ObjCType.Qualifier.codes.utf8.map { "case \(cChar($0)):" }.joined(separator: " ") + "\n"
        s += """
                return true;
            default:
                return false;
            }
        }

        /* `type` after its qualifiers and atomic prefixes, as ObjCType.unqualified(_:) reads it:
         * an _Atomic T of a one-letter T is passed, read and written as a T. No lock. */
        static inline const char *rt_type_unqualified(const char *type) {
            while (*type && (rt_type_isQualifier(*type) || *type == RT_TYPE_ATOMIC_PREFIX)) type++;
            return type;
        }

        #endif

        """
        return s
    }
}
