internal import CLibffiGlue

/// A whole call: return type and every argument (for a method, self and _cmd included).
struct FFISignature: Hashable, Sendable {
    var returnType: FFICallType
    var arguments: [FFICallType]

    /// The flat description `rt_cif_intern` takes.
    var nodes: [rt_type_node] {
        var nodes: [rt_type_node] = []
        returnType.appendNodes(to: &nodes)
        for a in arguments { a.appendNodes(to: &nodes) }
        return nodes
    }
}
