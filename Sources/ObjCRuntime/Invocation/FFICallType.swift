internal import CLibffiGlue
import ObjCEncoding

private typealias CType = ScalarTypeCode.CType

/// The bridge's own model of one argument or return type: what the calling convention needs
/// (layout) plus the distinctions a boxed value needs (object vs. selector vs. `char *`,
/// `BOOL` vs. `signed char`). Built from a parsed `ObjCType`; flattened into the
/// `rt_type_node` array that `CSupport/LibffiGlue/ffi_types.c` turns into libffi types.
indirect enum FFICallType: Hashable, Sendable {
    case void
    case int8, uint8, int16, uint16, int32, uint32, int64, uint64
    case bool
    case float, double, longDouble
    case complexFloat, complexDouble, complexLongDouble
    case pointer, cString, object, classObject, selector
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
        case .void: CType.void.cName
        case .int8: CType.int8.cName
        case .uint8: CType.uint8.cName
        case .int16: CType.int16.cName
        case .uint16: CType.uint16.cName
        case .int32: CType.int32.cName
        case .uint32: CType.uint32.cName
        case .int64: CType.int64.cName
        case .uint64: CType.uint64.cName
        case .bool: CType.bool.cName
        case .float: CType.float.cName
        case .double: CType.double.cName
        case .longDouble: CType.longDouble.cName
        case .complexFloat: "float _Complex"
        case .complexDouble: "double _Complex"
        case .complexLongDouble: "long double _Complex"
        case .pointer: "pointer"
        case .cString: CType.cString.cName
        case .object: CType.object.cName
        case .classObject: CType.classObject.cName
        case .selector: CType.selector.cName
        case .structure(let name, _): "struct \(name.isEmpty ? "?" : name)"
        case .union(let name, _): "union \(name.isEmpty ? "?" : name)"
        case .array(let count, let element): "\(element.spelling)[\(count)]"
        case .uncallable(let spelling, _): spelling
        }
    }

    /// The libffi layout kind of this node.
    var layoutKind: rt_ffi_kind {
        switch self {
        case .void: RT_FFI_VOID
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
        case .complexFloat: RT_FFI_COMPLEX_FLOAT
        case .complexDouble: RT_FFI_COMPLEX_DOUBLE
        case .complexLongDouble: RT_FFI_COMPLEX_LONGDOUBLE
        case .pointer, .cString, .object, .classObject, .selector: RT_FFI_POINTER
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
