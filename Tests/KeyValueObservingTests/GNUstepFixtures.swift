import Foundation
import ObjCHeaders
import ObjCRuntime
@testable import KeyValueObserving

private typealias R = UnsafeMutableRawPointer?
private typealias C = UnsafeRawPointer?

private func integer(_ object: ObjCObject?, _ path: String) -> Int {
    guard let value = try? object?.value(forKeyPath: path) else { return 0 }
    return Int(number(value) ?? 0)
}

/// The object graphs of GNUstep's NSKVOSupport tests `newoldvalues.m` and
/// `ComplexNilAndCycleTest.m`, rebuilt from header text plus the few hand-written methods
/// those tests give their classes.
enum GNUstepFixture {
    static let header = """
        #import <Foundation/Foundation.h>
        @class GSTBar, GSTBNode, GSTCNode;
        @interface GSTFoo : NSObject
        @property (nonatomic) NSInteger a;
        @property (nonatomic, strong) GSTBar *globalBar;
        @end
        @interface GSTBar : NSObject
        @property (nonatomic) NSInteger x;
        @property (nonatomic, strong) GSTFoo *firstFoo;
        @property (nonatomic, strong) GSTFoo *secondFoo;
        @end
        @interface GSTCNode : NSObject
        @property (nonatomic, strong) id d;
        @property (nonatomic, weak) GSTBNode *b;
        @property (nonatomic) NSInteger f;
        @end
        @interface GSTBNode : NSObject
        @property (nonatomic, strong) GSTCNode *c;
        @property (nonatomic) NSInteger e;
        @end
        @interface GSTANode : NSObject
        @property (nonatomic, strong) GSTBNode *b;
        @property (nonatomic, strong) GSTCNode *c;
        @end
        @interface GSTRootNode : NSObject
        @property (nonatomic, strong) GSTANode *a;
        @end
        """

    private static let installed: Result<Void, any Error> = Result {
        _ = try RuntimeInstaller.install(header, fileName: "gnustep.h")
        // Foo: - (NSInteger)b { return a + globalBar.x; }, affected by a and globalBar.x.
        let foo = try ObjCClass.named("GSTFoo")
        let b: @convention(c) (R, C) -> Int = { r, _ in
            guard let r else { return 0 }
            let me = ObjCObject(retaining: r)
            return integer(me, "a") + integer(me, "globalBar.x")
        }
        try foo.addMethod("b", types: "q16@0:8", imp: unsafeBitCast(b, to: IMP.self))
        let affectingB: @convention(c) (R, C) -> UnsafeMutableRawPointer? = { _, _ in
            autoreleased(try? ObjCObject.array([.string("a"), .string("globalBar.x")]))
        }
        try foo.metaclass.addMethod("keyPathsForValuesAffectingB", types: "@16@0:8", imp: unsafeBitCast(affectingB, to: IMP.self))

        // RootNode: - (BOOL)x { return a.b.c.d != nil || a.c.b.e > 0; }, affected by both paths.
        let root = try ObjCClass.named("GSTRootNode")
        let x: @convention(c) (R, C) -> Int8 = { r, _ in
            guard let r else { return 0 }
            let me = ObjCObject(retaining: r)
            let d = (try? me.value(forKeyPath: "a.b.c.d")) ?? nil
            return (d != nil && d != ObjCObject.null) || integer(me, "a.c.b.e") > 0 ? 1 : 0
        }
        try root.addMethod("x", types: "c16@0:8", imp: unsafeBitCast(x, to: IMP.self))
        let affectingX: @convention(c) (R, C) -> UnsafeMutableRawPointer? = { _, _ in
            autoreleased(try? ObjCObject.array([.string("a.b.c.d"), .string("a.c.b.e")]))
        }
        try root.metaclass.addMethod("keyPathsForValuesAffectingX", types: "@16@0:8", imp: unsafeBitCast(affectingX, to: IMP.self))

        // CNode: -setF: also announces a change of d while d is non-nil (by hand).
        let c = try ObjCClass.named("GSTCNode")
        guard let fIvar = c.ivar(named: "_f") else { return }
        let offset = fIvar.offset
        CNodeLayout.offset.withLock { $0 = offset }
        let setF: @convention(c) (R, C, Int) -> Void = { r, _, v in
            guard let r, let offset = CNodeLayout.offset.withLock({ $0 }) else { return }
            let me = ObjCObject(retaining: r)
            let d = (try? me.value(forKey: "d")) ?? nil
            if d != nil { try? me.willChangeValue(forKey: "d") }
            (r + offset).storeBytes(of: v, as: Int.self)
            if d != nil { try? me.didChangeValue(forKey: "d") }
        }
        _ = c.replaceMethod("setF:", types: "v24@0:8q16", imp: unsafeBitCast(setF, to: IMP.self))
    }

    /// Installs the classes (once) and returns the one named `name`.
    static func cls(_ name: String) throws -> ObjCClass {
        try installed.get()
        return try ObjCClass.named(name)
    }
}

/// GSTCNode's `_f` offset, for its hand-written setter (a C function cannot capture it).
enum CNodeLayout {
    static let offset = LockedValue<Int?>(nil)
}

private typealias GetObject = @convention(c) (R, C) -> UnsafeMutableRawPointer?

private func affecting(_ paths: [String]) -> UnsafeMutableRawPointer? {
    autoreleased(try? ObjCObject.array(paths.map { .string($0) }))
}

private func value(_ receiver: R, _ path: String) -> ObjCObject? {
    guard let receiver, let v = try? ObjCObject(retaining: receiver).value(forKeyPath: path), v != ObjCObject.null else { return nil }
    return v
}

/// The object graph of GNUstep's `branchVisitedScope.m` and `visitedAliasCollision.m`:
/// `GSTRoot.holder.node.leaf`, where
/// - `GSTNode.score` ← `leaf.value`;
/// - `GSTRoot.selected`, `.selectedA`, `.selectedB` ← `holder.node` (all three answer it);
/// - `GSTRoot.derived` ← `selected.score`, `selected.leaf.flag` (branchVisitedScope: two
///   paths through one intermediate key);
/// - `GSTRoot.derivedAB` ← `selectedA.leaf.flag`, `selectedB.score` (visitedAliasCollision: two
///   keys whose affecting paths have the same text).
enum GNUstepGraphFixture {
    static let header = """
        #import <Foundation/Foundation.h>
        @interface GSTLeaf : NSObject
        @property (nonatomic) NSInteger value;
        @property (nonatomic) BOOL flag;
        @end
        @interface GSTNode : NSObject
        @property (nonatomic, strong) GSTLeaf *leaf;
        @end
        @interface GSTHolder : NSObject
        @property (nonatomic, strong) GSTNode *node;
        @end
        @interface GSTRoot : NSObject
        @property (nonatomic, strong) GSTHolder *holder;
        @end
        """

    private static let installed: Result<Void, any Error> = Result {
        _ = try RuntimeInstaller.install(header, fileName: "gnustep-graph.h")
        let node = try ObjCClass.named("GSTNode"), root = try ObjCClass.named("GSTRoot")
        let score: @convention(c) (R, C) -> Int = { r, _ in integer(value(r, "leaf"), "value") }
        try node.addMethod("score", types: "q16@0:8", imp: unsafeBitCast(score, to: IMP.self))
        let affectingScore: GetObject = { _, _ in affecting(["leaf.value"]) }
        try node.metaclass.addMethod("keyPathsForValuesAffectingScore", types: "@16@0:8", imp: unsafeBitCast(affectingScore, to: IMP.self))
        let selected: GetObject = { r, _ in autoreleased(value(r, "holder.node")) }
        let affectingSelected: GetObject = { _, _ in affecting(["holder.node"]) }
        for key in ["selected", "selectedA", "selectedB"] {
            try root.addMethod(Selector(key), types: "@16@0:8", imp: unsafeBitCast(selected, to: IMP.self))
            try root.metaclass.addMethod(Selector("keyPathsForValuesAffecting\(key.capitalizedFirstLetter)"), types: "@16@0:8",
                                         imp: unsafeBitCast(affectingSelected, to: IMP.self))
        }
        // - (BOOL)derived { return self.selected.score > 0 && self.selected.leaf.flag; }
        let derived: @convention(c) (R, C) -> Int8 = { r, _ in
            integer(value(r, "selected"), "score") > 0 && integer(value(r, "selected.leaf"), "flag") != 0 ? 1 : 0
        }
        let derivedAB: @convention(c) (R, C) -> Int8 = { r, _ in
            integer(value(r, "selectedA.leaf"), "flag") != 0 && integer(value(r, "selectedB"), "score") > 0 ? 1 : 0
        }
        try root.addMethod("derived", types: "c16@0:8", imp: unsafeBitCast(derived, to: IMP.self))
        try root.addMethod("derivedAB", types: "c16@0:8", imp: unsafeBitCast(derivedAB, to: IMP.self))
        let affectingDerived: GetObject = { _, _ in affecting(["selected.score", "selected.leaf.flag"]) }
        let affectingDerivedAB: GetObject = { _, _ in affecting(["selectedA.leaf.flag", "selectedB.score"]) }
        try root.metaclass.addMethod("keyPathsForValuesAffectingDerived", types: "@16@0:8", imp: unsafeBitCast(affectingDerived, to: IMP.self))
        try root.metaclass.addMethod("keyPathsForValuesAffectingDerivedAB", types: "@16@0:8",
                                     imp: unsafeBitCast(affectingDerivedAB, to: IMP.self))
    }

    static func cls(_ name: String) throws -> ObjCClass {
        try installed.get()
        return try ObjCClass.named(name)
    }

    /// A root whose holder holds nothing yet, and a node whose leaf has `value` 1 and `flag` YES.
    static func graph() throws -> (root: ObjCObject, holder: ObjCObject, node: ObjCObject, leaf: ObjCObject) {
        let root = try cls("GSTRoot").new(), holder = try cls("GSTHolder").new()
        try root.send("setHolder:", holder, as: Void.self)
        let leaf = try cls("GSTLeaf").new(), node = try cls("GSTNode").new()
        try leaf.send("setValue:", Int64(1), as: Void.self)
        try leaf.send("setFlag:", Int8(1), as: Void.self)
        try node.send("setLeaf:", leaf, as: Void.self)
        return (root, holder, node, leaf)
    }
}

/// GNUstep's `keypathRegistration.m`: a `GSTRegistrar` in the middle of a key path takes
/// charge of registrations — its `-addObserver:forKeyPath:options:context:` and
/// `-removeObserver:forKeyPath:` pass them on to the elements it holds (an `NSArray` in its
/// `elements` property), counting the registrations it is sent; its `-valueForKey:` answers
/// the elements' values. `GSTElement` has a `name`; `GSTHolder2` holds a registrar.
enum RegistrarFixture {
    static let header = """
        #import <Foundation/Foundation.h>
        @interface GSTElement : NSObject
        @property (nonatomic, copy) NSString *name;
        @end
        @interface GSTRegistrar : NSObject
        @property (nonatomic, strong) NSArray *elements;
        @end
        @interface GSTHolder2 : NSObject
        @property (nonatomic, strong) GSTRegistrar *registrar;
        @end
        """

    /// The `-addObserver:forKeyPath:options:context:` messages registrars received.
    static let registrations = Collected<UInt>()

    private typealias AddFn = @convention(c) (R, C, R, R, UInt, C) -> Void
    private typealias RemoveFn = @convention(c) (R, C, R, R) -> Void

    private static func elements(_ receiver: R) -> [ObjCObject] {
        guard let receiver, let ivar = ObjCClass(ofObject: receiver).ivar(named: "_elements"),
              let array = try? ivar.object(in: ObjCObject(retaining: receiver)) else { return [] }
        return array.arrayElements ?? []
    }

    private static let installed: Result<Void, any Error> = Result {
        _ = try RuntimeInstaller.install(header, fileName: "gnustep-registrar.h")
        let registrar = try ObjCClass.named("GSTRegistrar")
        let add: AddFn = { r, _, observer, keyPath, options, context in
            guard let r, let observer, let keyPath else { return }
            RegistrarFixture.registrations.append(UInt(bitPattern: r))
            let path = ObjCObject(retaining: keyPath).stringValue ?? ""
            for element in elements(r) {
                try? KVOMessages.addObserver(ObjCObject(retaining: observer), to: element, forKeyPath: path,
                                             options: KeyValueObservingOptions(rawValue: options), context: context)
            }
        }
        let remove: RemoveFn = { r, _, observer, keyPath in
            guard let observer, let keyPath else { return }
            let path = ObjCObject(retaining: keyPath).stringValue ?? ""
            for element in elements(r) {
                try? KVOMessages.removeObserver(ObjCObject(retaining: observer), from: element, forKeyPath: path)
            }
        }
        let valueForKey: @convention(c) (R, C, R) -> UnsafeMutableRawPointer? = { r, _, key in
            guard let key, let name = ObjCObject(retaining: key).stringValue else { return nil }
            let values = elements(r).map { (try? $0.value(forKey: name)) ?? nil ?? .null }
            return autoreleased(try? ObjCObject.array(values))
        }
        try registrar.addMethod("addObserver:forKeyPath:options:context:", types: "v48@0:8@16@24Q32^v40",
                                imp: unsafeBitCast(add, to: IMP.self))
        try registrar.addMethod("removeObserver:forKeyPath:", types: "v32@0:8@16@24", imp: unsafeBitCast(remove, to: IMP.self))
        try registrar.addMethod("valueForKey:", types: "@24@0:8@16", imp: unsafeBitCast(valueForKey, to: IMP.self))
    }

    static func cls(_ name: String) throws -> ObjCClass {
        try installed.get()
        return try ObjCClass.named(name)
    }
}

/// GNUstep's `changeset.m` `Meddler`: an observer that, on the first prior notification it
/// receives, registers (or removes) another observer for a key of the object it watches.
final class Meddler: @unchecked Sendable {
    let subject: ObjCObject
    let other: ObjCObject
    let key: String
    let removes: Bool
    private let lock = NSLock()
    private var done = false
    private(set) var count = 0

    init(subject: ObjCObject, other: ObjCObject, key: String, removes: Bool) {
        self.subject = subject
        self.other = other
        self.key = key
        self.removes = removes
    }

    /// A runtime observer object for this meddler.
    func makeObserver() throws -> ObjCObject {
        let observer = try Self.observerClass.get().new()
        Self.table.withLock { $0[UInt(bitPattern: observer.pointer)] = self }
        return observer
    }

    fileprivate func observed(_ change: [String: ObjCObject]) {
        let act = lock.withLock { () -> Bool in
            count += 1
            guard !done, change[KeyValueChangeKey.notificationIsPrior] != nil else { return false }
            done = true
            return true
        }
        guard act else { return }
        if removes {
            try? subject.removeObserver(other, forKeyPath: key)
        } else {
            try? subject.addObserver(other, forKeyPath: key, options: [.new])
        }
    }

    private static let table = LockedValue<[UInt: Meddler]>([:])

    private typealias ObserveFn = @convention(c) (R, C, R, R, R, C) -> Void

    private static let observerClass: Result<ObjCClass, any Error> = Result {
        let observe: ObserveFn = { me, _, _, _, change, _ in
            guard let me, let change, let meddler = Meddler.table.withLock({ $0[UInt(bitPattern: me)] }) else { return }
            var entries: [String: ObjCObject] = [:]
            for (k, v) in ObjCObject(retaining: change).dictionaryEntries ?? [] {
                if let key = k.stringValue { entries[key] = v }
            }
            meddler.observed(entries)
        }
        let b = try ClassBuilder(name: "GSTMeddler")
        try b.addMethod(ObserverCallback.selector, types: ObserverCallback.types, function: observe)
        return try b.register()
    }
}
