internal import CRuntimeCore

/// Sends with a `long double` argument or result. Swift has no `long double` type on every
/// platform, so the value travels as a `Double` and C widens or narrows it at the call
/// (`CSupport/RuntimeCore/longdouble.c`) — the `((void (*)(id, SEL, long double))objc_msgSend)` cast.
extension ObjCMessageReceiver {
    /// `[receiver sel:value]` for a method taking a `long double`.
    /// - Throws: as every send (`ObjCError.doesNotRecognizeSelector`, …).
    public func sendVoid(_ sel: Selector, longDouble value: Double) throws {
        try performSend(receiverPointer, sel) { imp, r, s in
            rt_send_setLongDouble(unsafeBitCast(imp, to: CRuntimeCore.IMP.self), r?.asID, s.assumingMemoryBound(to: rt_selector.self), value)
        }
    }

    /// `[receiver sel]` for a method returning a `long double`, narrowed to `Double`.
    /// - Throws: as every send.
    public func sendLongDouble(_ sel: Selector) throws -> Double {
        try performSend(receiverPointer, sel) { imp, r, s in
            rt_send_getLongDouble(unsafeBitCast(imp, to: CRuntimeCore.IMP.self), r?.asID, s.assumingMemoryBound(to: rt_selector.self))
        }
    }
}
