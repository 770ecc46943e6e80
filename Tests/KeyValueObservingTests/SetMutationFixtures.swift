import ObjCRuntime
@testable import KeyValueObserving

private typealias R = UnsafeMutableRawPointer?
private typealias C = UnsafeRawPointer?
private typealias ObjectFn = @convention(c) (R, C, UnsafeMutableRawPointer?) -> Void
private typealias GetterFn = @convention(c) (R, C) -> UnsafeMutableRawPointer?

/// The NSMutableSet in ivar `name` of `receiver`, made on first use.
private func storage(_ receiver: R, _ name: String) -> ObjCObject? {
    guard let receiver, let ivar = ObjCClass(ofObject: receiver).ivar(named: name) else { return nil }
    let owner = ObjCObject(retaining: receiver)
    if let set = try? ivar.object(in: owner) { return set }
    guard let set = try? ObjCObject.set([], mutable: true) else { return nil }
    try? ivar.setObject(set, in: owner)
    return set
}

/// Sends `selector` with `argument` to the set stored in ivar `name`.
private func edit(_ receiver: R, _ name: String, _ selector: Selector, _ argument: UnsafeMutableRawPointer?) {
    guard let argument else { return }
    try? storage(receiver, name)?.send(selector, ObjCObject(retaining: argument), as: Void.self)
}

/// `KVOTSetHolder`: unordered to-many properties, one per way `mutableSetValueForKey:` reaches
/// a set (GNUstep's kvoToMany `Observee` has the same kinds):
/// - `helpers`: a getter and every set accessor — `addHelpersObject:`, `removeHelpersObject:`,
///   `addHelpers:`, `removeHelpers:`, `intersectHelpers:` — and a setter `setHelpers:` that
///   `-setSet:`s the stored set;
/// - `singles`: a getter and the single-object accessors only (`addSinglesObject:`,
///   `removeSinglesObject:`);
/// - `settable`: a getter and `setSettable:` (which stores a copy) only;
/// - `mediated`: an ivar and nothing else;
/// - `manual`: a getter over an ivar the tests change inside manual will/did pairs;
/// - `quiet`: a getter and the single-object accessors, with
///   `+automaticallyNotifiesObserversOfQuiet` answering NO;
/// - `helperCount`: computed (`-count` of `helpers`), affected by `helpers`.
enum SetMutationFixture {
    private static let installed: Result<ObjCClass, any Error> = Result {
        let b = try ClassBuilder(name: "KVOTSetHolder")
        for name in ["_helpers", "_singles", "_settable", "_mediated", "_manual", "_quiet"] {
            try b.addIvar(name, size: 8, log2Alignment: 3, types: "@")
        }
        let helpers: GetterFn = { r, _ in storage(r, "_helpers")?.pointer }
        let addHelpersObject: ObjectFn = { r, _, o in
            guard let o else { return }
            try? storage(r, "_helpers")?.send("addObject:", ObjCObject(retaining: o), as: Void.self)
        }
        let removeHelpersObject: ObjectFn = { r, _, o in
            guard let o else { return }
            try? storage(r, "_helpers")?.send("removeObject:", ObjCObject(retaining: o), as: Void.self)
        }
        let addHelpers: ObjectFn = { r, _, s in edit(r, "_helpers", "unionSet:", s) }
        let removeHelpers: ObjectFn = { r, _, s in edit(r, "_helpers", "minusSet:", s) }
        let intersectHelpers: ObjectFn = { r, _, s in edit(r, "_helpers", "intersectSet:", s) }
        let setHelpers: ObjectFn = { r, _, s in edit(r, "_helpers", "setSet:", s) }
        let helperCount: @convention(c) (R, C) -> UInt = { r, _ in
            UInt((try? storage(r, "_helpers")?.send("count", as: Int.self)) ?? 0)
        }
        try b.addMethod("helpers", types: "@16@0:8", function: helpers)
        try b.addMethod("addHelpersObject:", types: "v24@0:8@16", function: addHelpersObject)
        try b.addMethod("removeHelpersObject:", types: "v24@0:8@16", function: removeHelpersObject)
        try b.addMethod("addHelpers:", types: "v24@0:8@16", function: addHelpers)
        try b.addMethod("removeHelpers:", types: "v24@0:8@16", function: removeHelpers)
        try b.addMethod("intersectHelpers:", types: "v24@0:8@16", function: intersectHelpers)
        try b.addMethod("setHelpers:", types: "v24@0:8@16", function: setHelpers)
        try b.addMethod("helperCount", types: "Q16@0:8", function: helperCount)

        for key in ["singles", "quiet"] {
            let getter: GetterFn = { r, c in
                guard let c else { return nil }
                return storage(r, "_" + Selector(rawValue: c).name)?.pointer
            }
            let add: ObjectFn = { r, c, o in
                guard let c, let o else { return }
                let name = Selector(rawValue: c).name   // add<Key>Object:
                let key = name.dropFirst(3).dropLast(7).lowercased()
                try? storage(r, "_" + key)?.send("addObject:", ObjCObject(retaining: o), as: Void.self)
            }
            let remove: ObjectFn = { r, c, o in
                guard let c, let o else { return }
                let name = Selector(rawValue: c).name   // remove<Key>Object:
                let key = name.dropFirst(6).dropLast(7).lowercased()
                try? storage(r, "_" + key)?.send("removeObject:", ObjCObject(retaining: o), as: Void.self)
            }
            let k = key.capitalizedFirstLetter
            try b.addMethod(Selector(key), types: "@16@0:8", function: getter)
            try b.addMethod(Selector("add\(k)Object:"), types: "v24@0:8@16", function: add)
            try b.addMethod(Selector("remove\(k)Object:"), types: "v24@0:8@16", function: remove)
        }

        let settable: GetterFn = { r, _ in
            guard let r, let ivar = ObjCClass(ofObject: r).ivar(named: "_settable") else { return nil }
            return autoreleased((try? ivar.object(in: ObjCObject(retaining: r))) ?? nil)
        }
        let setSettable: ObjectFn = { r, _, v in
            guard let r, let ivar = ObjCClass(ofObject: r).ivar(named: "_settable") else { return }
            let copy = v.flatMap { try? ObjCObject(retaining: $0).send("copy") }
            try? ivar.setObject(copy, in: ObjCObject(retaining: r))
        }
        try b.addMethod("settable", types: "@16@0:8", function: settable)
        try b.addMethod("setSettable:", types: "v24@0:8@16", function: setSettable)
        let manual: GetterFn = { r, _ in storage(r, "_manual")?.pointer }
        try b.addMethod("manual", types: "@16@0:8", function: manual)

        let cls = try b.register()
        let affectingHelperCount: GetterFn = { _, _ in autoreleased(try? ObjCObject.array([.string("helpers")])) }
        try cls.metaclass.addMethod("keyPathsForValuesAffectingHelperCount", types: "@16@0:8",
                                    imp: unsafeBitCast(affectingHelperCount, to: IMP.self))
        let no: @convention(c) (R, C) -> Int8 = { _, _ in 0 }
        try cls.metaclass.addMethod("automaticallyNotifiesObserversOfQuiet", types: "c16@0:8",
                                    imp: unsafeBitCast(no, to: IMP.self))
        return cls
    }

    /// `KVOTSetHolder`, made on first use.
    static func holder() throws -> ObjCClass { try installed.get() }

    /// The members (as strings, sorted) of the set a property is stored in (its ivar).
    static func stored(_ object: ObjCObject, _ ivar: String) throws -> [String] {
        guard let set = try holder().ivar(named: ivar)?.object(in: object) else { return [] }
        return set.setElements?.map { $0.stringValue ?? "?" }.sorted() ?? []
    }

    /// The set stored in ivar `name`, made on first use (to change it behind KVO's back, or
    /// inside a manual will/did pair).
    static func storedSet(_ object: ObjCObject, _ ivar: String) -> ObjCObject? { storage(object.pointer, ivar) }
}
