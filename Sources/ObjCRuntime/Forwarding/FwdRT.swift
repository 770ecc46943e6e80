internal import CRuntimeCore

/// The few raw runtime calls the Swift layer makes around forwarding, over the C API (`id`,
/// `SEL`, `IMP` as CRuntimeCore declares them).
enum FwdRT {
    typealias ID = UnsafeMutablePointer<rt_object>
    typealias SELP = UnsafePointer<rt_selector>

    /// Selectors the Swift layer sends, interned once.
    struct Selectors: @unchecked Sendable {
        let methodSignatureForSelector = rt_sel_registerName("methodSignatureForSelector:")
    }
    static let sel = Selectors()

    static func object(_ p: UnsafeMutableRawPointer?) -> ID? { p?.assumingMemoryBound(to: rt_object.self) }

    /// Whether `receiver`'s class (or metaclass, for a class) implements `sel`.
    static func responds(_ receiver: ID, _ sel: SELP?) -> Bool {
        guard let sel, let cls = rt_object_getClass(receiver) else { return false }
        return rt_class_respondsToSelector(cls, sel)
    }

    /// `[receiver sel:argument]` for `- (id)sel:(SEL)argument`.
    static func sendReturningObject(_ receiver: ID, _ sel: SELP?, selectorArgument: SELP?) -> ID? {
        var r: ID? = receiver
        guard let sel, let imp = rt_msg_lookup(&r, sel) else { return nil }
        // Through the catch barrier: a compiled method that throws leaves the exception pending.
        typealias F = @convention(c) (ID?, SELP?, SELP?, UInt64, UInt64, UnsafeRawPointer) -> ID?
        return unsafeBitCast(MessageCall.barrier, to: F.self)(r, sel, selectorArgument, 0, 0, unsafeBitCast(imp, to: UnsafeRawPointer.self))
    }
}
