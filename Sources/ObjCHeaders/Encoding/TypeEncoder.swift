import ObjCEncoding

/// Produces Objective-C type encodings from `CType`s the way clang's
/// `ASTContext::getObjCEncodingForTypeImpl` does for the NeXT (Apple) runtime.
///
/// The rules that make encodings differ by context live in `Options`:
/// - structures are expanded (`{CGPoint=dd}`) at the top level and inside other structures,
///   but behind a pointer only one level deep (`^{Node=^{Node}}`);
/// - class names (`@"NSString"`) appear for properties and ivars, never in method encodings;
/// - ivars (and the structures inside them) also carry field names (`{_NSRange="location"Q…}`);
/// - `r` (const) is only written for the outermost pointer, looking through every pointer
///   level, except that a typedef'd pointer counts only its own `const`.
struct TypeEncoder {
    let table: TypeTable
    let target: TargetABI

    struct Options {
        var expandPointedToStructures = false
        var expandStructures = false
        var isOutermostType = false
        var encodingProperty = false
        var isStructField = false
        /// True while encoding an ivar or a field of one (clang's non-null `FieldDecl`).
        var namesFields = false
        /// The records whose fields are being encoded around this type. The parser refuses a
        /// record holding itself by value; should one get here, it is written unexpanded
        /// (`{S}`) instead of recursing forever.
        var openRecords: [Int] = []

        static var methodParameter: Options {
            Options(expandPointedToStructures: true, expandStructures: true, isOutermostType: true)
        }
        static var property: Options {
            Options(expandPointedToStructures: true, expandStructures: true, isOutermostType: true, encodingProperty: true)
        }
        static var ivar: Options {
            Options(expandPointedToStructures: true, expandStructures: true, isOutermostType: true, namesFields: true)
        }
        /// What array elements are encoded with: the same, minus the outermost marker.
        var forComponent: Options {
            var o = self
            o.isOutermostType = false
            return o
        }
    }

    /// The encoding of a builtin type: the code of the one-letter type it is encoded as
    /// (clang's rule: `signed char` is `char`; `long` is `long long` on LP64 targets), taken
    /// from the type-code table.
    static func code(_ b: CBuiltin) -> String {
        let t: ObjCType
        switch b {
        case .char, .signedChar: t = .char
        case .unsignedChar: t = .unsignedChar
        case .short: t = .short
        case .unsignedShort: t = .unsignedShort
        case .int: t = .int
        case .unsignedInt: t = .unsignedInt
        case .long, .longLong: t = .longLong
        case .unsignedLong, .unsignedLongLong: t = .unsignedLongLong
        case .int128: t = .int128
        case .unsignedInt128: t = .unsignedInt128
        case .float: t = .float
        case .double: t = .double
        case .longDouble: t = .longDouble
        case .bool: t = .bool
        }
        return t.encoding
    }

    /// Encodes `t`. `bitWidth` is set when `t` is the type of a bitfield.
    func encode(_ t: CType, _ o: Options, bitWidth: Int? = nil) -> String {
        var s = ""
        encode(t, o, bitWidth: bitWidth, into: &s)
        return s
    }

    func encode(_ t: CType, _ o: Options, bitWidth: Int? = nil, into s: inout String) {
        if let w = bitWidth {
            s += "b\(w)"
            return
        }
        switch t.kind {
        case .void: s.append(ScalarTypeCode.void.character)
        case .builtin(let b): s += Self.code(b)
        case .complex(let b): s += "j" + Self.code(b)
        case .enumeration(let i):
            // A fixed enum encodes as its underlying type; any other as `i`, even when its
            // values make it `unsigned int` or `long` in size (clang's rule).
            let e = table.enums.indices.contains(i) ? table.enums[i] : CEnum(tag: nil, underlying: .int)
            s += Self.code(e.isFixed ? e.underlying : .int)
        case .selector: s.append(ScalarTypeCode.selector.character)
        case .classType: s.append(ScalarTypeCode.classObject.character)
        case .block: s += "@?"
        case .function: s.append(ScalarTypeCode.unknown.character)
        case .vector:
            // clang has no code for a vector type: it writes nothing.
            break
        case .object(let obj):
            s.append(ScalarTypeCode.object.character)
            guard o.namesFields || o.encodingProperty else { return }
            if let name = obj.className {
                s += "\"" + name + obj.protocols.map { "<" + $0 + ">" }.joined() + "\""
            } else if !obj.protocols.isEmpty {
                s += "\"" + obj.protocols.map { "<" + $0 + ">" }.joined() + "\""
            }
        case .pointer(let pointee):
            if o.isOutermostType {
                var readOnly = false
                if t.typedefName != nil {
                    readOnly = t.isConst
                } else {
                    var p = pointee
                    while case .pointer(let inner) = p.kind { p = inner }
                    readOnly = p.isConst
                }
                if readOnly {
                    let const = ObjCType.Qualifier.const.rawValue, `in` = ObjCType.Qualifier.in.rawValue
                    // clang's historical spelling puts `in` after `const`: "rn", not "nr".
                    if s.last == `in` {
                        s.removeLast()
                        s.append(const)
                        s.append(`in`)
                    } else {
                        s.append(const)
                    }
                }
            }
            if case .builtin(let b) = pointee.kind, b.isCharacter {
                s += "*"
                return
            }
            s += "^"
            var inner = Options()
            inner.expandStructures = o.expandPointedToStructures
            inner.openRecords = o.openRecords
            encode(pointee, inner, into: &s)
        case .array(let element, let count):
            if count == nil && !o.isStructField {
                s += "^"
                encode(element, o.forComponent, into: &s)
            } else {
                s += "[\(count ?? 0)"
                encode(element, o.forComponent, into: &s)
                s += "]"
            }
        case .record(let i):
            let r = table.record(i)
            let isUnion = r?.isUnion ?? false
            s += isUnion ? "(" : "{"
            s += r?.tag ?? "?"
            // clang writes the `=` whenever it expands, so a structure that is only declared
            // (`struct objc_ivar *`) encodes as `^{objc_ivar=}`.
            if o.expandStructures, !o.openRecords.contains(i) {
                s += "="
                let fields = r?.fields ?? []
                var fieldOptions = Options(expandStructures: true, isStructField: true, namesFields: o.namesFields)
                fieldOptions.openRecords = o.openRecords + [i]
                for f in fields {
                    if o.namesFields { s += "\"" + (f.name ?? "") + "\"" }
                    if let w = f.bitWidth {
                        s += "b\(w)"
                    } else {
                        encode(f.type, fieldOptions, into: &s)
                    }
                }
            }
            s += isUnion ? ")" : "}"
        }
    }
}
