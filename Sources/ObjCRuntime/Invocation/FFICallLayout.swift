internal import CLibffiGlue

/// A prepared call: the cached C `rt_cif` for one signature plus where each argument lives
/// in a frame. Immutable; the C side never frees a cif, so sharing across threads is safe.
final class FFICallLayout: @unchecked Sendable {
    /// The C `const rt_cif *`.
    let cif: OpaquePointer
    let key: String
    let signature: FFISignature
    let arguments: [FrameSlot]
    let returnSlot: FrameSlot
    let frameSize: Int
    /// Bytes to allocate for a return value: never less than 16, so libffi's full-register
    /// stores and a long double both fit.
    let returnBufferSize: Int

    private init(cif: OpaquePointer, key: String, signature: FFISignature) {
        self.cif = cif
        self.key = key
        self.signature = signature
        var slots: [FrameSlot] = []
        for (i, type) in signature.arguments.enumerated() {
            let index = UInt32(i)
            slots.append(FrameSlot(type: type, offset: rt_cif_arg_offset(cif, index), size: rt_cif_arg_size(cif, index)))
        }
        arguments = slots
        let returnSize = rt_cif_return_size(cif)
        returnSlot = FrameSlot(type: signature.returnType, offset: 0, size: returnSize)
        frameSize = rt_cif_frame_size(cif)
        returnBufferSize = max(16, (returnSize + 15) / 16 * 16)
    }

    private static let cache = LockedValue<[String: FFICallLayout]>([:])
    /// Layouts by the encoding string as the caller wrote it (offsets and all).
    static let byEncoding = LockedValue<[String: FFICallLayout]>([:])

    /// The layout for `signature`, cached under `key` (a type string that names exactly one
    /// signature). Thread-safe: the Swift-side cache takes its own mutex; the C cif cache
    /// reads lock-free and locks only to build.
    static func make(key: String, signature: FFISignature) throws(InvocationError) -> FFICallLayout {
        if let hit = cache.withLock({ $0[key] }), hit.signature == signature { return hit }
        try check(signature)
        let nodes = signature.nodes
        var status = RT_INVOKE_OK
        var badIndex: Int32 = -2
        let cif = key.withCString { k in
            nodes.withUnsafeBufferPointer { buf in
                rt_cif_intern(k, buf.baseAddress, buf.count, UInt32(signature.arguments.count), &status, &badIndex)
            }
        }
        guard let cif else { throw failure(status, badIndex: Int(badIndex), signature: signature, key: key) }
        let layout = FFICallLayout(cif: cif, key: key, signature: signature)
        cache.withLock { $0[key] = layout }
        return layout
    }

    /// Layouts over NSMethodSignature call interfaces, by the signature's type string.
    private static let overSignatures = LockedValue<[String: FFICallLayout]>([:])

    /// The layout of an NSMethodSignature's frames: its call interface (`cif`, the value
    /// layer's, built by the C reader of `types`), typed by the Swift reading of the same
    /// string. Nil when Swift cannot read `types` or the two readings disagree on any size —
    /// then typed access would read the frame wrong, so there is none.
    static func over(signatureCIF cif: OpaquePointer, types: String) -> FFICallLayout? {
        if let hit = overSignatures.withLock({ $0[types] }), hit.cif == cif { return hit }
        guard let own = try? make(encoding: types),
              rt_cif_arg_count(cif) == rt_cif_arg_count(own.cif),
              rt_cif_return_size(cif) == rt_cif_return_size(own.cif) else { return nil }
        for i in 0..<rt_cif_arg_count(cif) where rt_cif_arg_size(cif, i) != rt_cif_arg_size(own.cif, i) { return nil }
        let layout = FFICallLayout(cif: cif, key: own.key, signature: own.signature)
        overSignatures.withLock { $0[types] = layout }
        return layout
    }

    /// Refuses what no frame can hold, naming the argument, before C sees it.
    private static func check(_ s: FFISignature) throws(InvocationError) {
        switch s.returnType {
        case .array: throw .uncallableReturn(type: s.returnType.spelling, reason: "a C array cannot be returned by value")
        default:
            if let r = s.returnType.uncallableReason { throw .uncallableReturn(type: s.returnType.spelling, reason: r) }
        }
        if s.arguments.count > Int(RT_INVOKE_MAX_ARGUMENTS) {
            throw .ffiFailure("\(s.arguments.count) arguments; at most \(RT_INVOKE_MAX_ARGUMENTS) are supported")
        }
        for (i, a) in s.arguments.enumerated() {
            switch a {
            case .scalar(.void): throw .uncallableArgument(index: i, type: "void", reason: "void is not a value")
            case .array:
                throw .uncallableArgument(index: i, type: a.spelling,
                                          reason: "C arrays are not passed by value (declare a pointer)")
            default:
                if let r = a.uncallableReason { throw .uncallableArgument(index: i, type: a.spelling, reason: r) }
            }
        }
    }

    private static func failure(_ status: rt_invoke_status, badIndex: Int, signature: FFISignature,
                                key: String) -> InvocationError {
        let reason: String
        switch status {
        case RT_INVOKE_EMPTY_AGGREGATE: reason = "a struct or union with no fields has no bytes to pass"
        case RT_INVOKE_ARRAY_BY_VALUE: reason = "C arrays are not passed by value"
        case RT_INVOKE_VOID_ARGUMENT: reason = "void cannot be a field or an argument"
        case RT_INVOKE_MALFORMED:
            reason = "the type nests deeper than 64 levels or has more than a million flattened fields"
        case RT_INVOKE_KEY_CONFLICT: return .ffiFailure("type string '\(key)' is already cached with another layout")
        case RT_INVOKE_OUT_OF_MEMORY: return .ffiFailure("out of memory")
        case RT_INVOKE_TOO_MANY_ARGUMENTS: return .ffiFailure("too many arguments")
        default: reason = "libffi cannot describe this type (status \(status.rawValue))"
        }
        if badIndex == -1 { return .uncallableReturn(type: signature.returnType.spelling, reason: reason) }
        if badIndex >= 0 && badIndex < signature.arguments.count {
            return .uncallableArgument(index: badIndex, type: signature.arguments[badIndex].spelling, reason: reason)
        }
        return .ffiFailure(reason)
    }
}
