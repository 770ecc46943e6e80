internal import CRuntimeCore

/// The few raw runtime calls the forwarding bridge makes, over the C API (`id`, `SEL`,
/// `IMP` as CRuntimeCore declares them).
enum FwdRT {
    typealias ID = UnsafeMutablePointer<rt_object>
    typealias SELP = UnsafePointer<rt_selector>

    /// Selectors the bridge sends, interned once.
    struct Selectors: @unchecked Sendable {
        let methodSignatureForSelector = rt_sel_registerName("methodSignatureForSelector:")
        let forwardInvocation = rt_sel_registerName("forwardInvocation:")
        let dealloc = rt_sel_registerName("dealloc")
    }
    static let sel = Selectors()

    static func object(_ p: UnsafeMutableRawPointer?) -> ID? { p?.assumingMemoryBound(to: rt_object.self) }
    static func raw(_ o: ID?) -> UnsafeMutableRawPointer? { o.map { UnsafeMutableRawPointer($0) } }

    /// Whether `receiver`'s class (or metaclass, for a class) implements `sel`.
    static func responds(_ receiver: ID, _ sel: SELP?) -> Bool {
        guard let sel, let cls = rt_object_getClass(receiver) else { return false }
        return rt_class_respondsToSelector(cls, sel)
    }

    /// `[receiver sel:argument]` for `- (id)sel:(SEL)argument`.
    static func sendReturningObject(_ receiver: ID, _ sel: SELP?, selectorArgument: SELP?) -> ID? {
        var r: ID? = receiver
        guard let sel, let imp = rt_msg_lookup(&r, sel) else { return nil }
        typealias F = @convention(c) (ID?, SELP?, SELP?) -> ID?
        return unsafeBitCast(imp, to: F.self)(r, sel, selectorArgument)
    }

    /// `[receiver sel:argument]` for `- (void)sel:(id)argument`.
    static func sendVoid(_ receiver: ID, _ sel: SELP?, objectArgument: ID?) {
        var r: ID? = receiver
        guard let sel, let imp = rt_msg_lookup(&r, sel) else { return }
        typealias F = @convention(c) (ID?, SELP?, ID?) -> Void
        unsafeBitCast(imp, to: F.self)(r, sel, objectArgument)
    }

    /// The type encoding of the method `cls` (or a superclass) has for `sel`, found by
    /// walking the method lists. Unlike `rt_class_getInstanceMethod` this never runs
    /// `+resolveInstanceMethod:` — it is asked on the forwarding path, after resolution
    /// already failed, and must not resolve a second time.
    static func typesOfMethodWithoutResolving(_ cls: Class, _ sel: SELP) -> UnsafePointer<CChar>? {
        var current: Class? = cls
        while let c = current {
            var count: UInt32 = 0
            if let list = rt_class_copyMethodList(c, &count) {
                defer { rt_free(list) }
                for i in 0..<Int(count) where rt_method_getName(list[i]) == sel {
                    return rt_method_getTypeEncoding(list[i])
                }
            }
            current = rt_class_getSuperclass(c)
        }
        return nil
    }

    /// An IMP for the C API from any C function pointer.
    static func imp<F>(_ f: F) -> CRuntimeCore.IMP { unsafeBitCast(f, to: CRuntimeCore.IMP.self) }
}
