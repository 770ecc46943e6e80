internal import CRuntimeCore

/// The one typed-IMP facility (`CSupport/RuntimeCore/rt_typed_imp.h`): a C IMP per scalar type
/// code and per role, of the exact C type clang calls, shared by every method of that type
/// and role. Each finds its context from (the receiver's class, `_cmd`) in the runtime's
/// record table, read without a lock, so a user makes no IMP per method and keeps no table of
/// its own. The header installer's synthesized accessors use the ivar roles; DynamicDefaults'
/// generated accessors the forwarding roles; KVO's notifying setters the notifying role.
/// (Docs/Architecture.md, "Typed IMPs".)
package enum TypedIMP {
    /// What an IMP does with the value.
    package enum Role: Sendable, CaseIterable {
        /// Loads the ivar of the class's synthesized-accessor record (not objects).
        case getter
        /// Stores the ivar of the class's synthesized-accessor record (not objects).
        case setter
        /// Hands the argument, and a typed caller of the original setter, to the class's
        /// notifying record's handler.
        case notifyingSetter
        /// Fills the return value in through the class's forwarding record's handler.
        case forwardingGetter
        /// Hands the argument to the class's forwarding record's handler.
        case forwardingSetter

        var c: rt_imp_role {
            switch self {
            case .getter: RT_IMP_GETTER
            case .setter: RT_IMP_SETTER
            case .notifyingSetter: RT_IMP_NOTIFYING_SETTER
            case .forwardingGetter: RT_IMP_FORWARDING_GETTER
            case .forwardingSetter: RT_IMP_FORWARDING_SETTER
            }
        }
    }

    /// Which records a handler answers for: forwarding accessors or notifying setters.
    package enum RecordRole: Sendable {
        case forwarding, notifying

        var c: rt_accessor_role { self == .forwarding ? RT_ROLE_FORWARD : RT_ROLE_NOTIFY }
    }

    /// Calls the original setter `imp` with the typed value at `value` through the catch
    /// barrier; one per type code, handed to a notifying setter's handler.
    package typealias Caller = @convention(c) (
        _ barrier: UnsafeRawPointer?, _ imp: UnsafeRawPointer?, _ receiver: UnsafeMutableRawPointer?,
        _ cmd: UnsafeRawPointer?, _ value: UnsafeRawPointer?) -> Void

    /// A record's handler: the receiver, `_cmd`, the record's context (nil when a notifying
    /// setter's class has no record for `_cmd`), the address of the value (the argument, or a
    /// zeroed return value to fill in) of the record's type code's C type, and — for a
    /// notifying setter — the caller of the original setter.
    package typealias Handler = @convention(c) (
        _ receiver: UnsafeMutableRawPointer?, _ cmd: UnsafeRawPointer?, _ context: UnsafeMutableRawPointer?,
        _ value: UnsafeMutableRawPointer?, _ caller: Caller?) -> Void

    /// The shared IMP of `role` for values of type `code` (a byte of the type-code table, or
    /// `^` for any pointer); nil when no typed IMP takes the code (or an object for the ivar
    /// roles, whose ownership the header installer's Swift IMPs keep).
    package static func imp(_ role: Role, code: UInt8) -> IMP? {
        rt_typed_imp(role.c, CChar(bitPattern: code)).map { unsafeBitCast($0, to: IMP.self) }
    }

    /// The size of the C type a typed IMP passes for `code`; 0 when none takes it.
    package static func valueSize(code: UInt8) -> Int { rt_typed_imp_value_size(CChar(bitPattern: code)) }

    /// Records `handler` and `context` for `sel` of `cls` (replacing an earlier record of the
    /// same role): the shared IMPs of the role find them for instances of `cls` and its
    /// subclasses. `context` is the caller's and lives as long as the record may be read —
    /// records are never freed, so for the rest of the process. A disposed class's records go.
    package static func record(_ cls: ObjCClass, _ sel: Selector, role: RecordRole, code: UInt8,
                               context: UnsafeMutableRawPointer?, handler: Handler) throws(ObjCError) {
        _ = disposalHook
        guard rt_accessor_add_handler(cls.pointer.assumingMemoryBound(to: rt_class.self),
                                      sel.rawValue.assumingMemoryBound(to: rt_selector.self), role.c,
                                      CChar(bitPattern: code), context, unsafeBitCast(handler, to: rt_typed_handler.self))
        else { throw .invalidArgument("out of memory recording the typed IMP \(sel) of \(cls)") }
    }

    /// Drops the record of (`cls`, `sel`, `role`); false when there was none.
    @discardableResult
    package static func removeRecord(_ cls: ObjCClass, _ sel: Selector, role: RecordRole) -> Bool {
        rt_accessor_remove(cls.pointer.assumingMemoryBound(to: rt_class.self),
                           sel.rawValue.assumingMemoryBound(to: rt_selector.self), role.c)
    }

    /// The context of the record of `role` for `sel` on the receiver's class or its nearest
    /// superclass with one, and that class; nil when none.
    package static func find(_ receiver: UnsafeMutableRawPointer, _ sel: UnsafeRawPointer,
                             role: RecordRole) -> (cls: UnsafeMutableRawPointer, context: UnsafeMutableRawPointer?)? {
        guard let r = rt_accessor_find_role(receiver.assumingMemoryBound(to: rt_object.self),
                                            sel.assumingMemoryBound(to: rt_selector.self), role.c),
              let cls = r.pointee.cls else { return nil }
        return (UnsafeMutableRawPointer(cls), r.pointee.context)
    }

    /// The handler a notifying setter calls, with a nil context, when its receiver's class
    /// chain has no notifying record for `_cmd` (its IMP was moved to another method).
    package static func setNotifyingFallback(_ handler: Handler) {
        rt_typed_imp_set_notify_fallback(unsafeBitCast(handler, to: rt_typed_handler.self))
    }

    /// Calls the original setter through `caller` (what a notifying setter's handler was
    /// given), through the catch barrier: an exception it throws is left pending.
    @inline(__always)
    package static func callOriginal(_ caller: Caller, _ imp: IMP, _ receiver: UnsafeMutableRawPointer,
                                     _ cmd: UnsafeRawPointer, _ value: UnsafeRawPointer) {
        caller(ExceptionBarrier.entry, imp, receiver, cmd, value)
    }

    /// Records in the table: every class's, or one class's (compared only, so it may be a
    /// disposed class's old address).
    package static func recordCount(of classPointer: UnsafeMutableRawPointer? = nil) -> Int {
        rt_accessor_count(classPointer?.assumingMemoryBound(to: rt_class.self))
    }

    /// Drops a disposed class's records (registered with the first record).
    private static let disposalHook: Void = ObjCClass.addDisposalHook { cls in
        rt_accessor_forget(cls.pointer.assumingMemoryBound(to: rt_class.self))
    }
}

extension TypedIMP {
    /// Records the synthesized accessor `sel` of `cls` for the ivar roles: the ivar at
    /// `offset`, under its stripe lock when `atomic`; `context` is the caller's own record of
    /// the property (object accessors keep their ownership there), kept for the rest of the
    /// process as records are. A disposed class's records go.
    package static func recordIvar(_ cls: ObjCClass, _ sel: Selector, offset: Int, atomic: Bool,
                                   context: UnsafeMutableRawPointer?) throws(ObjCError) {
        _ = disposalHook
        guard rt_accessor_add(cls.pointer.assumingMemoryBound(to: rt_class.self),
                              sel.rawValue.assumingMemoryBound(to: rt_selector.self),
                              offset, atomic ? RT_ACCESSOR_ATOMIC : 0, context)
        else { throw .invalidArgument("out of memory recording the accessor \(sel) of \(cls)") }
    }
}
