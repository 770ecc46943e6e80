import ObjCRuntime

private typealias Receiver = UnsafeMutableRawPointer?
private typealias Cmd = UnsafeRawPointer?
private typealias ObjectIndexFn = @convention(c) (Receiver, Cmd, UnsafeMutableRawPointer?, UInt) -> Void
private typealias IndexObjectFn = @convention(c) (Receiver, Cmd, UInt, UnsafeMutableRawPointer?) -> Void
private typealias IndexFn = @convention(c) (Receiver, Cmd, UInt) -> Void
private typealias ObjectFn = @convention(c) (Receiver, Cmd, UnsafeMutableRawPointer?) -> Void
private typealias ObjectObjectFn = @convention(c) (Receiver, Cmd, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

// The original accessor is called through the catch barrier (`ExceptionBarrier`): a compiled
// one that throws leaves the exception pending. Its arguments as words, zeros up to the sixth
// integer argument, the accessor there.
private typealias W = UInt64
private typealias Barrier = @convention(c) (Receiver, Cmd, W, W, W, IMP) -> Void

@inline(__always)
private func word(_ p: UnsafeMutableRawPointer?) -> W { W(UInt(bitPattern: p)) }

@inline(__always)
private func callThroughBarrier(_ imp: IMP, _ r: Receiver, _ c: Cmd, _ a: W, _ b: W = 0) {
    unsafeBitCast(ExceptionBarrier.entry, to: Barrier.self)(r, c, a, b, 0, imp)
}

/// Runs the original accessor (`call`) as a to-many change of the key `_cmd` overrides.
@inline(__always)
private func notifying(_ receiver: Receiver, _ cmd: Cmd, _ kind: KeyValueChangeKind,
                       _ indexes: @autoclosure () -> [Int], _ call: (IMP) -> Void) {
    guard let receiver, let cmd, let state = NotifyingClassState.of(receiver) else { return }
    let original = MessageSend.lookupSuper(receiver, from: state.original, Selector(rawValue: cmd))
    guard let info = state.setter(for: cmd) else {
        call(original)
        return
    }
    ToManyChanges.perform(receiver, key: info.key, kind: kind, indexes: indexes()) { call(original) }
}

private func indexes(of set: UnsafeMutableRawPointer?) -> [Int] {
    set.flatMap { ObjCObject(retaining: $0).indexSetIndexes } ?? []
}

/// `-insertObject:in<Key>AtIndex:`.
private let insertObjectAtIndex: ObjectIndexFn = { r, c, object, index in
    notifying(r, c, .insertion, [Int(bitPattern: index)]) { callThroughBarrier($0, r, c, word(object), W(index)) }
}
/// `-insert<Key>:atIndexes:`.
private let insertObjectsAtIndexes: ObjectObjectFn = { r, c, objects, set in
    notifying(r, c, .insertion, indexes(of: set)) { callThroughBarrier($0, r, c, word(objects), word(set)) }
}
/// `-removeObjectFrom<Key>AtIndex:`.
private let removeObjectAtIndex: IndexFn = { r, c, index in
    notifying(r, c, .removal, [Int(bitPattern: index)]) { callThroughBarrier($0, r, c, W(index)) }
}
/// `-remove<Key>AtIndexes:`.
private let removeObjectsAtIndexes: ObjectFn = { r, c, set in
    notifying(r, c, .removal, indexes(of: set)) { callThroughBarrier($0, r, c, word(set)) }
}
/// `-replaceObjectIn<Key>AtIndex:withObject:`.
private let replaceObjectAtIndex: IndexObjectFn = { r, c, index, object in
    notifying(r, c, .replacement, [Int(bitPattern: index)]) { callThroughBarrier($0, r, c, W(index), word(object)) }
}
/// `-replace<Key>AtIndexes:with<Key>:`.
private let replaceObjectsAtIndexes: ObjectObjectFn = { r, c, set, objects in
    notifying(r, c, .replacement, indexes(of: set)) { callThroughBarrier($0, r, c, word(set), word(objects)) }
}

/// The mutating indexed accessors of a to-many key (Foundation's KVC-compliance pattern for
/// ordered to-many relationships), which a notifying class overrides so that each call
/// notifies with its kind and indexes — as it overrides a key's setter.
enum IndexedAccessors {
    struct Accessor {
        let selector: Selector
        let types: String
        let imp: IMP
    }

    /// The accessors `cls` implements for `key`, each with the override for its shape.
    static func overridable(of cls: ObjCClass, forKey key: String) -> [Accessor] {
        guard !key.isEmpty else { return [] }
        let k = key.capitalizedFirstLetter
        let candidates: [(String, IMP)] = [
            ("insertObject:in\(k)AtIndex:", unsafeBitCast(insertObjectAtIndex, to: IMP.self)),
            ("insert\(k):atIndexes:", unsafeBitCast(insertObjectsAtIndexes, to: IMP.self)),
            ("removeObjectFrom\(k)AtIndex:", unsafeBitCast(removeObjectAtIndex, to: IMP.self)),
            ("remove\(k)AtIndexes:", unsafeBitCast(removeObjectsAtIndexes, to: IMP.self)),
            ("replaceObjectIn\(k)AtIndex:withObject:", unsafeBitCast(replaceObjectAtIndex, to: IMP.self)),
            ("replace\(k)AtIndexes:with\(k):", unsafeBitCast(replaceObjectsAtIndexes, to: IMP.self)),
        ]
        return candidates.compactMap { name, imp in
            guard let sel = Selector.existing(name), let method = cls.instanceMethod(for: sel) else { return nil }
            return Accessor(selector: sel, types: method.typeEncoding, imp: imp)
        }
    }
}
