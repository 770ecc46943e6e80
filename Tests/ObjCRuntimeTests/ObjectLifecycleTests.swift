// Behaviour of CSupport/RuntimeCore/object.c: allocation, retain counts, dealloc, autorelease pools.
#if canImport(Glibc)
import Glibc
#endif
import ObjCRuntime
import Testing
import MiniObjCTestSupport

/// `- (id)fresh`: a new instance of the receiver's class, autoreleased (+0), as a
/// non-owning method returns it.
private let freshSibling: IdSelToObj = { me, _ in
    guard let me, let object = try? ObjCClass(ofObject: me).new() else { return nil }
    AutoreleasePool.add(object)
    return object.pointer
}

@Suite struct ObjectLifecycleTests {
    @Test func createZeroesIvarsAndStartsAtOne() throws {
        let b = try ClassBuilder(name: uniqueName("Life"))
        try b.addIvar("a", size: 8, log2Alignment: 3, types: "q")
        try b.addIvar("o", size: 8, log2Alignment: 3, types: "@")
        let cls = try b.register()
        let obj = try cls.createInstance()
        #expect(obj.retainCount == 1)
        #expect(try cls.ivar(named: "a")!.value(in: obj, as: Int.self) == 0)
        #expect(try cls.ivar(named: "o")!.object(in: obj) == nil)
        #expect(cls.liveInstanceCount == 1)
    }

    @Test func retainReleaseAndRetainCount() throws {
        let cls = try makeCountingClass("RC")
        let pointer: UnsafeMutableRawPointer
        do {
            let obj = try cls.new()
            pointer = obj.pointer
            #expect(obj.retainCount == 1)
            try obj.send("retain")
            #expect(obj.retainCount == 2)
            try obj.send("release", as: Void.self)
            #expect(obj.retainCount == 1)
            #expect(try obj.send("retainCount", as: Int.self) == 1)
            let other = ObjCObject(retaining: pointer)
            #expect(obj.retainCount == 2)
            #expect(other == obj)
            #expect(deallocCount(cls) == 0)
        }
        #expect(deallocCount(cls) == 1, "the last handle's release deallocates")
        #expect(cls.liveInstanceCount == 0)
    }

    @Test func rawRetainAndReleaseOfAPointer() throws {
        let cls = try makeCountingClass("RawRC")
        var handle: ObjCObject? = try cls.new()
        let pointer = try #require(handle).pointer
        ObjCObject.retain(pointer)
        #expect(handle?.retainCount == 2)
        handle = nil
        #expect(deallocCount(cls) == 0, "the raw retain keeps it alive")
        ObjCObject.release(pointer)
        #expect(deallocCount(cls) == 1, "the balancing raw release deallocates")
    }

    @Test func autoreleasePoolsReleaseAtPop() throws {
        let cls = try makeCountingClass("Pool")
        // Tests share worker threads, and a test's non-object sends may leave autoreleased
        // objects in the thread's outermost pool: what counts is that these pools leave none.
        let pendingBefore = AutoreleasePool.pendingCount
        autoreleasepool {
            let obj = try! cls.new()
            AutoreleasePool.add(obj)
            #expect(obj.retainCount == 2)
            autoreleasepool {
                AutoreleasePool.add(obj)
                #expect(obj.retainCount == 3)
            }
            #expect(obj.retainCount == 2, "the inner pool released its reference")
        }
        #expect(deallocCount(cls) == 1)
        #expect(AutoreleasePool.pendingCount == pendingBefore)
        // -autorelease by message, balanced by a -retain.
        let token = AutoreleasePool.push()
        let obj = try cls.new()
        try obj.send("retain")
        // Read unmanaged: an object result would be retained inside the send's own pool,
        // which would drain the autorelease at once.
        _ = try obj.send("autorelease", as: UnmanagedObject?.self)
        #expect(obj.retainCount == 2)
        AutoreleasePool.pop(token)
        #expect(obj.retainCount == 1)
        AutoreleasePool.pop(UnsafeMutableRawPointer(bitPattern: 123_456))  // unknown token: ignored
    }

    @Test func deallocWalksTheClassChainReleasingStrongIvars() throws {
        let held = try makeCountingClass("Held")
        let holderBase = try ClassBuilder(name: uniqueName("HolderBase"))
        try holderBase.addIvar("baseStrong", size: 8, log2Alignment: 3, types: "@")
        try holderBase.addIvar("baseUnretained", size: 8, log2Alignment: 3, types: "@", ownership: .unretained)
        let baseCls = try holderBase.register()
        let holderSub = try ClassBuilder(name: uniqueName("HolderSub"), superclass: baseCls)
        try holderSub.addIvar("subStrong", size: 8, log2Alignment: 3, types: "@\"Held\"")
        try holderSub.addIvar("subWeak", size: 8, log2Alignment: 3, types: "@", ownership: .weak)
        let subCls = try holderSub.register()

        var holder: ObjCObject? = try subCls.new()
        var a: ObjCObject? = try held.new()
        var b: ObjCObject? = try held.new()
        let unretained = try held.new()
        let weakTarget = try held.new()
        try baseCls.ivar(named: "baseStrong")!.setObject(a, in: holder!)
        try subCls.ivar(named: "subStrong")!.setObject(b, in: holder!)
        try baseCls.ivar(named: "baseUnretained")!.setObject(unretained, in: holder!)
        try subCls.ivar(named: "subWeak")!.setObject(weakTarget, in: holder!)
        #expect(unretained.retainCount == 1 && weakTarget.retainCount == 1)
        #expect(WeakReference.count(for: weakTarget) == 1)
        a = nil
        b = nil
        #expect(deallocCount(held) == 0, "the holder's strong ivars keep them alive")
        holder = nil
        #expect(deallocCount(held) == 2, "dealloc released both strong ivars, across the chain")
        #expect(unretained.retainCount == 1)
        #expect(WeakReference.count(for: weakTarget) == 0, "the weak ivar was unregistered")
    }

    @Test func overwritingAStrongIvarReleasesTheOldValue() throws {
        let held = try makeCountingClass("Overwritten")
        let b = try ClassBuilder(name: uniqueName("Overwriter"))
        try b.addIvar("o", size: 8, log2Alignment: 3, types: "@")
        let cls = try b.register()
        let holder = try cls.new()
        let ivar = try #require(cls.ivar(named: "o"))
        try ivar.setObject(try held.new(), in: holder)
        #expect(deallocCount(held) == 0)
        try ivar.setObject(nil, in: holder)
        #expect(deallocCount(held) == 1)
    }

    @Test func objectSetClassSwizzlesTheIsa() throws {
        let a = try makeClass("SwzA", methods: [("who", "q16@0:8", imp(returns1))])
        let b = try makeClass("SwzB", superclass: a, methods: [("who", "q16@0:8", imp(returns2))])
        let obj = try a.new()
        #expect(try obj.send("who", as: Int.self) == 1)
        #expect(try obj.setClass(b) == a)
        #expect(obj.objcClass == b)
        #expect(try obj.send("who", as: Int.self) == 2)
        #expect(a.liveInstanceCount == 0 && b.liveInstanceCount == 1, "live counts follow the isa")
        #expect(throws: ObjCError.self) { try b.dispose() }
        try obj.setClass(a)
        #expect(try obj.send("who", as: Int.self) == 1)
        #expect(throws: ObjCError.self) { try obj.setClass(a.metaclass) }
        #expect(throws: ObjCError.self) { try a.asObject.setClass(b) }
    }

    @Test func objectCopyRetainsStrongIvars() throws {
        let held = try makeCountingClass("CopiedHeld")
        let b = try ClassBuilder(name: uniqueName("Copied"))
        try b.addIvar("n", size: 8, log2Alignment: 3, types: "q")
        try b.addIvar("o", size: 8, log2Alignment: 3, types: "@")
        let cls = try b.register()
        let original = try cls.new()
        try cls.ivar(named: "n")!.setValue(7, in: original)
        try cls.ivar(named: "o")!.setObject(try held.new(), in: original)
        var copy: ObjCObject? = try original.objectCopy()
        #expect(copy != original)
        #expect(copy?.objcClass == cls)
        #expect(try cls.ivar(named: "n")!.value(in: copy!, as: Int.self) == 7)
        #expect(try cls.ivar(named: "o")!.object(in: copy!) == cls.ivar(named: "o")!.object(in: original))
        copy = nil
        #expect(deallocCount(held) == 0, "the copy held its own reference")
        #expect(throws: ObjCError.self) { try cls.asObject.objectCopy() }
    }

    @Test func classesAreImmortal() throws {
        let cls = try makeClass("Immortal")
        let handle = cls.asObject
        try handle.send("retain")
        try handle.send("release", as: Void.self)
        try handle.send("release", as: Void.self)
        #expect(cls.asObject.isClass)
        #expect(try ObjCClass.named(cls.name) == cls)
    }

    /// Objects a thread left in its autorelease pools are released when the thread exits.
    @Test func pendingObjectsAreReleasedWhenTheirThreadExits() throws {
        let cls = try makeCountingClass("ThreadExit")
        Thread.detach(name: "pool-left-open") {
            _ = AutoreleasePool.push()   // never popped
            if let obj = try? cls.new() { AutoreleasePool.add(obj) }
        }
        var waited = 0
        while deallocCount(cls) == 0 && waited < 5000 {
            usleep(1000)
            waited += 1
        }
        #expect(deallocCount(cls) == 1, "the thread's pool was drained at exit")
    }

    /// A send whose result is autoreleased drains its own pool: the handle holds the only
    /// reference, nothing is left pending, and dropping the handle frees the object.
    @Test func objectResultsOfSendsAreNeitherLeakedNorLost() throws {
        let cls = try makeCountingClass("Fresh")
        try cls.addMethod("fresh", types: "@16@0:8", imp: imp(freshSibling))
        let receiver = try cls.new()
        let pending = AutoreleasePool.pendingCount
        var result: ObjCObject? = try receiver.send("fresh")
        #expect(result?.retainCount == 1)
        #expect(result?.objcClass == cls)
        #expect(AutoreleasePool.pendingCount == pending)
        #expect(deallocCount(cls) == 0)
        result = nil
        #expect(deallocCount(cls) == 1)
        withExtendedLifetime(receiver) {}
    }
}
