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
