internal import CRuntimeCore

/// The runtime's lookup, for code that calls IMPs by hand (a cached IMP, a call through a
/// signature no Swift type names). Everything else sends with `ObjCMessageReceiver/send(_:_:as:)`.
package enum MessageSend {
    /// Low level: the IMP the runtime would call for (receiver, sel), resolution and
    /// forwarding included (never nil: a nil receiver gets the nil IMP, an unknown selector
    /// the one that reports it). The receiver may be replaced by `-forwardingTargetForSelector:`.
    package static func lookup(_ receiver: inout UnsafeMutableRawPointer?, _ sel: Selector) -> IMP {
        // A cache hit neither replaces the receiver nor needs its address (which would put
        // it in memory, behind a stack protector): the probe alone, then the full lookup.
        if let r = receiver, let imp = rt_msg_probe(r.asID, sel.raw) { return unsafeBitCast(imp, to: IMP.self) }
        return lookupMiss(&receiver, sel)
    }

    /// `lookup` after a cache miss (or for nil): resolution, forwarding, the nil IMP.
    @inline(never)
    private static func lookupMiss(_ receiver: inout UnsafeMutableRawPointer?, _ sel: Selector) -> IMP {
        var target: id? = receiver?.asID
        let imp = rt_msg_lookup(&target, sel.raw)
        receiver = target.map(rawPointer)
        return unsafeBitCast(imp, to: IMP.self)
    }

    /// Low level: the IMP `[super sel]` runs when sent from a method of `superclass`'s
    /// subclass (objc_msgSendSuper semantics); never nil.
    package static func lookupSuper(_ receiver: UnsafeMutableRawPointer, from superclass: ObjCClass,
                                   _ sel: Selector) -> IMP {
        var sup = rt_super(receiver: receiver.asID, super_class: superclass.raw)
        return unsafeBitCast(rt_msg_lookup_super(&sup, sel.raw), to: IMP.self)
    }

    /// Low level: the lookup generation, a number the runtime increases after every change
    /// that can alter what ``lookup(_:_:)`` or ``lookupSuper(_:from:_:)`` answers (a method
    /// added, an IMP replaced or exchanged, a category attached, a cache flushed). Code that
    /// keeps a looked-up IMP stores the generation it looked up in and looks again when the
    /// number has moved — one compare per call instead of a lookup. Read it *before* looking
    /// up: a change made meanwhile then shows as a newer number. Never 0.
    package static var lookupGeneration: UInt64 { rt_lookup_generation() }

}
