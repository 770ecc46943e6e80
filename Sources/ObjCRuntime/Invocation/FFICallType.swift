internal import CLibffiGlue
import ObjCEncoding

typealias CType = ScalarTypeCode.CType

/// The bridge's own model of one argument or return type: what the calling convention needs
/// (layout) plus the distinctions a boxed value needs (object vs. selector vs. `char *`,
/// `BOOL` vs. `signed char`). Built from a parsed `ObjCType`; flattened into the
/// `rt_type_node` array that `CSupport/LibffiGlue/ffi_types.c` turns into libffi types.
indirect enum FFICallType: Hashable, Sendable {
    /// A one-letter type, by the C type of its row in the type-code table: `void` and every
    /// scalar a frame can hold (never `.int128`, `.uint128` or `.unknown`, which libffi cannot
    /// pass: those are `.uncallable`).
    case scalar(CType)
    case complexFloat, complexDouble, complexLongDouble
    /// Any data pointer (`^T`); blocks and objects are `.scalar(.object)`.
    case pointer
    case structure(name: String, fields: [FFICallType])
    case union(name: String, fields: [FFICallType])
    case array(count: Int, element: FFICallType)
    /// A type no call frame can hold (a bitfield outside a struct, `?`, …); `reason` is
    /// shown to the user.
    case uncallable(spelling: String, reason: String)

    /// A short C-like spelling for error messages: a scalar by the C name of its C type in
    /// the type-code table (`ScalarTypeCode.CType.cName`).
    var spelling: String {
        switch self {
        case .scalar(let c): c.cName
        case .complexFloat: "float _Complex"
        case .complexDouble: "double _Complex"
        case .complexLongDouble: "long double _Complex"
        case .pointer: "pointer"
        case .structure(let name, _): "struct \(name.isEmpty ? "?" : name)"
        case .union(let name, _): "union \(name.isEmpty ? "?" : name)"
        case .array(let count, let element): "\(element.spelling)[\(count)]"
        case .uncallable(let spelling, _): spelling
        }
    }

    /// The libffi layout kind of this node.
    var layoutKind: rt_ffi_kind {
        switch self {
        case .scalar(let c): c.ffiKind
        case .complexFloat: RT_FFI_COMPLEX_FLOAT
        case .complexDouble: RT_FFI_COMPLEX_DOUBLE
        case .complexLongDouble: RT_FFI_COMPLEX_LONGDOUBLE
        case .pointer: RT_FFI_POINTER
        case .structure: RT_FFI_STRUCT
        case .union: RT_FFI_UNION
        case .array: RT_FFI_ARRAY
        case .uncallable: RT_FFI_VOID
        }
    }

    /// The first uncallable piece inside this type (a bitfield in a struct is fine only
    /// when the parser resolved it to bytes; anything left `uncallable` is refused).
    var uncallableReason: String? {
        switch self {
        case .uncallable(_, let reason): return reason
        case .structure(_, let fields), .union(_, let fields):
            for f in fields { if let r = f.uncallableReason { return r } }
            return nil
        case .array(_, let element): return element.uncallableReason
        default: return nil
        }
    }

    /// Appends this type's pre-order nodes; returns how many were appended (its span).
    @discardableResult
    func appendNodes(to nodes: inout [rt_type_node]) -> Int {
        let index = nodes.count
        nodes.append(rt_type_node(kind: layoutKind.rawValue, count: 0, span: 1))
        var span = 1
        switch self {
        case .structure(_, let fields), .union(_, let fields):
            for f in fields { span += f.appendNodes(to: &nodes) }
            nodes[index].count = UInt32(truncatingIfNeeded: fields.count)
        case .array(let count, let element):
            span += element.appendNodes(to: &nodes)
            nodes[index].count = UInt32(clamping: max(0, count))
        default:
            break
        }
        nodes[index].span = UInt32(truncatingIfNeeded: span)
        return span
    }
}

extension ScalarTypeCode.CType {
    /// The libffi layout kind a value of this C type is passed as: integers by width and
    /// signedness, `bool` as an unsigned byte, every pointer-shaped type as a pointer.
    /// `.int128`, `.uint128` and `.unknown` never reach libffi (`FFICallType` makes them
    /// `.uncallable`); they answer `RT_FFI_VOID`, as an uncallable node does.
    var ffiKind: rt_ffi_kind {
        switch self {
        case .void, .int128, .uint128, .unknown: RT_FFI_VOID
        case .int8: RT_FFI_SINT8
        case .uint8, .bool: RT_FFI_UINT8
        case .int16: RT_FFI_SINT16
        case .uint16: RT_FFI_UINT16
        case .int32: RT_FFI_SINT32
        case .uint32: RT_FFI_UINT32
        case .int64: RT_FFI_SINT64
        case .uint64: RT_FFI_UINT64
        case .float: RT_FFI_FLOAT
        case .double: RT_FFI_DOUBLE
        case .longDouble: RT_FFI_LONGDOUBLE
        case .object, .classObject, .selector, .cString: RT_FFI_POINTER
        }
    }
}
