import ObjCRuntime

private typealias ToManyMethod = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt,
                                                 UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// The arguments of a to-many will/did message, checked: a kind Foundation defines for
/// indexes (insertion, removal, replacement), an NSIndexSet, a string key.
private func toManyArguments(_ kind: UInt, _ indexes: UnsafeMutableRawPointer?, _ key: UnsafeMutableRawPointer?)
    throws -> (KeyValueChangeKind, [Int], String) {
    guard let k = KeyValueChangeKind(rawValue: kind), k != .setting else {
        throw KeyValueObservingError.invalidChange(
            "\(kind) is not a to-many change kind (2 insertion, 3 removal, 4 replacement)")
    }
    guard let indexes, let list = ObjCObject(retaining: indexes).indexSetIndexes else {
        throw KeyValueObservingError.invalidChange("valuesAtIndexes: needs an NSIndexSet")
    }
    return (k, list, try keyPathText(key))
}

/// `-[NSObject willChange:valuesAtIndexes:forKey:]`: the first half of a to-many change.
private let willChangeToManyIMP: ToManyMethod = { receiver, cmd, kind, indexes, key in
    guard let receiver else { return }
    raisingKVOError(receiver, cmd) {
        let (k, list, name) = try toManyArguments(kind, indexes, key)
        ChangeNotifier.willChange(object: receiver, key: name, kind: k, indexes: list)
    }
}

/// `-[NSObject didChange:valuesAtIndexes:forKey:]`: notifies the observers collected by the
/// matching will half on this thread (its kind and indexes are the ones reported).
private let didChangeToManyIMP: ToManyMethod = { receiver, cmd, _, _, key in
    guard let receiver else { return }
    raisingKVOError(receiver, cmd) { ChangeNotifier.didChange(object: receiver, key: try keyPathText(key)) }
}

/// To-many changes: an array property's elements inserted, removed or replaced at indexes.
/// Observers receive `kind` `.insertion`, `.removal` or `.replacement`, the `indexes` (an
/// NSIndexSet in the dictionary), and as `old` / `new` arrays of the objects that left /
/// came in — Foundation's `NSKeyValueChangeIndexesKey` semantics. Keys depending on the
/// array are told of a `.setting` of their own value.
enum ToManyChanges {
    /// The NSObject methods: `-willChange:valuesAtIndexes:forKey:`, `-didChange:valuesAtIndexes:forKey:`.
    static let nsObjectMethods: [AddedMethod] = [
        AddedMethod(selector: "willChange:valuesAtIndexes:forKey:", types: "v40@0:8Q16@24@32",
                    imp: unsafeBitCast(willChangeToManyIMP, to: IMP.self)),
        AddedMethod(selector: "didChange:valuesAtIndexes:forKey:", types: "v40@0:8Q16@24@32",
                    imp: unsafeBitCast(didChangeToManyIMP, to: IMP.self)),
    ]

    /// Runs `body` (a mutation of `key`'s array at `indexes`) as a to-many change.
    static func perform(_ receiver: UnsafeMutableRawPointer, key: String, kind: KeyValueChangeKind, indexes: [Int],
                        _ body: () -> Void) {
        ChangeTransaction.perform(object: receiver, key: key, reader: .keyValueCoding, kind: kind, indexes: indexes, body)
    }
}
