import ObjCRuntime
@testable import KeyValueObserving

private typealias R = UnsafeMutableRawPointer?
private typealias C = UnsafeRawPointer?

/// The NSMutableArray in ivar `name` of `receiver`, made on first use.
private func storage(_ receiver: R, _ name: String) -> ObjCObject? {
    guard let receiver, let ivar = ObjCClass(ofObject: receiver).ivar(named: name) else { return nil }
    let owner = ObjCObject(retaining: receiver)
    if let array = try? ivar.object(in: owner) { return array }
    guard let array = try? ObjCObject.array([], mutable: true) else { return nil }
    try? ivar.setObject(array, in: owner)
    return array
}


private typealias InsertFn = @convention(c) (R, C, UnsafeMutableRawPointer?, UInt) -> Void
private typealias RemoveFn = @convention(c) (R, C, UInt) -> Void
private typealias ReplaceFn = @convention(c) (R, C, UInt, UnsafeMutableRawPointer?) -> Void

private func insert(_ array: ObjCObject?, _ object: ObjCObject, _ index: Int) {
    try? array?.send("insertObject:atIndex:", object, UInt(index), as: Void.self)
}
private func remove(_ array: ObjCObject?, _ index: Int) {
    try? array?.send("removeObjectAtIndex:", UInt(index), as: Void.self)
}
private func replace(_ array: ObjCObject?, _ index: Int, _ object: ObjCObject) {
    try? array?.send("replaceObjectAtIndex:withObject:", UInt(index), object, as: Void.self)
}

/// `KVOTList`: four to-many properties, one per way `mutableArrayValueForKey:` reaches an
/// array (GNUstep's kvoToMany `Observee` has the same four):
/// - `items`: the single-index accessors only — `countOfItems`, `objectInItemsAtIndex:`,
///   `insertObject:inItemsAtIndex:`, `removeObjectFromItemsAtIndex:`,
///   `replaceObjectInItemsAtIndex:withObject:` (no `-items` getter);
/// - `plural`: a getter and the index-set accessors `insertPlural:atIndexes:`,
///   `removePluralAtIndexes:`, `replacePluralAtIndexes:withPlural:`;
/// - `settable`: a getter and `setSettable:` only;
/// - `bare`: an ivar and nothing else;
/// - `itemCount`: computed, affected by `items`.
enum ToManyFixture {
    private static let installed: Result<ObjCClass, any Error> = Result {
        let b = try ClassBuilder(name: "KVOTList")
        for name in ["_items", "_plural", "_settable", "_bare"] {
            try b.addIvar(name, size: 8, log2Alignment: 3, types: "@")
        }
        let countOfItems: @convention(c) (R, C) -> UInt = { r, _ in
            UInt(storage(r, "_items")?.arrayElements?.count ?? 0)
        }
        let objectInItems: @convention(c) (R, C, UInt) -> UnsafeMutableRawPointer? = { r, _, i in
            guard let all = storage(r, "_items")?.arrayElements, i < all.count else { return nil }
            return all[Int(i)].pointer   // +0: the array holds it
        }
        let insertItem: InsertFn = { r, _, o, i in
            guard let o else { return }
            insert(storage(r, "_items"), ObjCObject(retaining: o), Int(i))
        }
        let removeItem: RemoveFn = { r, _, i in remove(storage(r, "_items"), Int(i)) }
        let replaceItem: ReplaceFn = { r, _, i, o in
            guard let o else { return }
            replace(storage(r, "_items"), Int(i), ObjCObject(retaining: o))
        }
        try b.addMethod("countOfItems", types: "Q16@0:8", function: countOfItems)
        try b.addMethod("objectInItemsAtIndex:", types: "@24@0:8Q16", function: objectInItems)
        try b.addMethod("insertObject:inItemsAtIndex:", types: "v32@0:8@16Q24", function: insertItem)
        try b.addMethod("removeObjectFromItemsAtIndex:", types: "v24@0:8Q16", function: removeItem)
        try b.addMethod("replaceObjectInItemsAtIndex:withObject:", types: "v32@0:8Q16@24", function: replaceItem)
        // - (NSUInteger)itemCount, affected by items.
        try b.addMethod("itemCount", types: "Q16@0:8", function: countOfItems)

        let plural: @convention(c) (R, C) -> UnsafeMutableRawPointer? = { r, _ in storage(r, "_plural")?.pointer }
        let insertPlural: @convention(c) (R, C, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { r, _, objects, set in
            guard let objects, let set, let list = ObjCObject(retaining: objects).arrayElements,
                  let at = ObjCObject(retaining: set).indexSetIndexes else { return }
            let array = storage(r, "_plural")
            for (o, i) in zip(list, at) { insert(array, o, i) }
        }
        let removePlural: @convention(c) (R, C, UnsafeMutableRawPointer?) -> Void = { r, _, set in
            guard let set, let at = ObjCObject(retaining: set).indexSetIndexes else { return }
            let array = storage(r, "_plural")
            for i in at.reversed() { remove(array, i) }
        }
        let replacePlural: @convention(c) (R, C, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { r, _, set, objects in
            guard let objects, let set, let list = ObjCObject(retaining: objects).arrayElements,
                  let at = ObjCObject(retaining: set).indexSetIndexes else { return }
            let array = storage(r, "_plural")
            for (o, i) in zip(list, at) { replace(array, i, o) }
        }
        try b.addMethod("plural", types: "@16@0:8", function: plural)
        try b.addMethod("insertPlural:atIndexes:", types: "v32@0:8@16@24", function: insertPlural)
        try b.addMethod("removePluralAtIndexes:", types: "v24@0:8@16", function: removePlural)
        try b.addMethod("replacePluralAtIndexes:withPlural:", types: "v32@0:8@16@24", function: replacePlural)

        let settable: @convention(c) (R, C) -> UnsafeMutableRawPointer? = { r, _ in
            guard let r, let ivar = ObjCClass(ofObject: r).ivar(named: "_settable") else { return nil }
            return autoreleased((try? ivar.object(in: ObjCObject(retaining: r))) ?? nil)
        }
        let setSettable: @convention(c) (R, C, UnsafeMutableRawPointer?) -> Void = { r, _, v in
            guard let r, let ivar = ObjCClass(ofObject: r).ivar(named: "_settable") else { return }
            let copy = v.flatMap { try? ObjCObject(retaining: $0).send("copy") }
            try? ivar.setObject(copy, in: ObjCObject(retaining: r))
        }
        try b.addMethod("settable", types: "@16@0:8", function: settable)
        try b.addMethod("setSettable:", types: "v24@0:8@16", function: setSettable)
        let cls = try b.register()
        let affectingItemCount: @convention(c) (R, C) -> UnsafeMutableRawPointer? = { _, _ in
            autoreleased(try? ObjCObject.array([.string("items")]))
        }
        try cls.metaclass.addMethod("keyPathsForValuesAffectingItemCount", types: "@16@0:8",
                                    imp: unsafeBitCast(affectingItemCount, to: IMP.self))
        return cls
    }

    /// `KVOTList`, made on first use.
    static func list() throws -> ObjCClass { try installed.get() }

    /// The elements of the array a property is stored in (its ivar).
    static func stored(_ object: ObjCObject, _ ivar: String) throws -> [String] {
        let cls = try list()
        guard let array = try cls.ivar(named: ivar)?.object(in: object) else { return [] }
        return array.arrayElements?.map { $0.stringValue ?? "?" } ?? []
    }

    /// `insertObject:atIndex:` on the array stored in `ivar`, behind KVO's back.
    static func insertBehindTheBack(_ object: ObjCObject, _ ivar: String, _ value: String) {
        insert(storage(object.pointer, ivar), .string(value), 0)
    }
}

