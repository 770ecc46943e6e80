import KeyValueObserving
import ModelMapping
import ObjCRuntime
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The catch barrier beyond the typed sends (Programs/exceptions/barrier_plugin.m): a compiled
/// block called from Swift, a compiled setter under KVO observation, ModelMapping filling a
/// compiled class — an object thrown there arrives as an ObjCException, the process goes on,
/// and the object (and KVO's state for it) still works afterwards.
@Suite struct BarrierTests {
    /// The plugin, built and loaded once per process (see TwoDoorsTests).
    static let pluginAddress: UInt = {
        let dir = CompiledPrograms.temporaryDirectory()
        let library = dir + "/libbarrier.so"
        let built = CompiledPrograms.objcrt(["cc", "--no-link-runtime", "-fPIC", "-shared",
                                             ExceptionTests.folder + "/barrier_plugin.m", "-o", library])
        guard built.status == 0 else { return 0 }
        return UInt(bitPattern: dlopen(library, RTLD_NOW | RTLD_GLOBAL))
    }()

    static func thrown(_ name: String, _ reason: String) -> ObjCException {
        ObjCException(.thrown(name: name, reason: reason), className: "NSException")
    }

    /// `callBlock` calls the block's invoke through libffi behind the barrier: the throw is
    /// the pending record (callBlock's errors are InvocationError's), the result zero.
    @Test func aCompiledBlockThatThrowsLeavesAnObjCExceptionPending() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let cls = try ObjCClass.named("BarrierGuarded")
        let block = try #require(try cls.send("throwingBlock"))
        #expect(try block.callBlock([.int32(-3)]) == .int32(-6))
        #expect(!ObjCException.isPending)
        #expect(try block.callBlock([.int32(5)]) == .int32(0))
        #expect(ObjCException.takePending() == Self.thrown("NSGenericException", "thrown by a block"))
        #expect(try block.callBlock([.int32(4)]) == .int32(0))
        #expect(ObjCException.takePending() == Self.thrown("NSGenericException", "thrown by a block"))
        #expect(try block.callBlock([.int32(0)]) == .int32(0))
        #expect(!ObjCException.isPending)
        // What the runtime raises inside a block stays pending with its precise kind.
        let range = try #require(try cls.send("rangeBlock"))
        #expect(try range.callBlock() == .object(nil))
        #expect(ObjCException.takePending()
                == .indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: 4, count: 0))
    }

    /// KVO's notifying setter calls the compiled setter through the barrier: the throw
    /// abandons the change (no notification), the Swift send throws it, and the observation
    /// and the object work afterwards (no lock left held, no change left open).
    @Test func aCompiledSetterThatThrowsUnderKVOArrivesAsObjCException() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let object = try ObjCClass.named("BarrierGuarded").new()
        let seen = LockedValue<[String]>([])
        let level = try object.observe("level", options: [.new]) { change in
            seen.withLock { $0.append("level \(change.dictionary.description)") }
        }
        let ratio = try object.observe("ratio", options: [.new]) { change in
            seen.withLock { $0.append("ratio \(change.dictionary.description)") }
        }
        try object.send("setLevel:", Int32(3), as: Void.self)
        #expect(seen.withLock { $0.count } == 1)
        #expect(throws: Self.thrown("NSInvalidArgumentException", "negative level")) {
            try object.send("setLevel:", Int32(-1), as: Void.self)
        }
        #expect(throws: Self.thrown("NSRangeException", "ratio above 1")) {
            try object.send("setRatio:", 2.5, as: Void.self)
        }
        #expect(!ObjCException.isPending)
        #expect(seen.withLock { $0.count } == 1)
        #expect(try object.send("level", as: Int32.self) == 3)
        try object.send("setLevel:", Int32(4), as: Void.self)
        try object.send("setRatio:", 0.5, as: Void.self)
        #expect(seen.withLock { $0.count } == 3)
        #expect(try object.send("level", as: Int32.self) == 4)
        #expect(try object.send("ratio", as: Double.self) == 0.5)
        level.invalidate()
        ratio.invalidate()
    }

    /// ModelMapping's setters are typed sends: a compiled setter's throw is an ObjCException,
    /// which the mapper reports as `.raised` with the step.
    @Test func modelMappingReportsACompiledSetterThatThrows() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let cls = try ObjCClass.named("BarrierGuarded")
        let model = try cls.model(withJSON: #"{"level": 2, "name": "two"}"#)
        #expect(try model.send("level", as: Int32.self) == 2)
        #expect(try model.send("name")?.stringValue == "two")
        #expect(throws: ModelMappingError.raised(Self.thrown("NSInvalidArgumentException", "negative level"),
                                                 step: "-[BarrierGuarded setLevel:]")) {
            _ = try cls.model(withJSON: #"{"level": -2, "name": "minus two"}"#)
        }
        #expect(!ObjCException.isPending)
    }

    /// The limit of a pending thread: compiled code called from Swift does not catch what the
    /// runtime raises inside it (the raise is recorded and returns), and the Swift send throws
    /// the record with its precise kind.
    @Test func aRuntimeRaiseInCompiledCodeCalledFromSwiftStaysPending() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let object = try ObjCClass.named("BarrierGuarded").new()
        #expect(throws: ObjCException.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: 99, count: 0)) {
            _ = try object.send("catchesARuntimeRaise", as: Int32.self)
        }
        #expect(!ObjCException.isPending)
    }

    /// The runtime's own sends that Swift starts by calling C directly — a dictionary copying
    /// and hashing its keys, an associated object's copy, the last release's -dealloc, the
    /// first message's +initialize — reach compiled methods that throw: each goes through the
    /// barrier (rt_compiled_calls.h), so the throw is an ObjCException or the pending record,
    /// and the process, the objects and the class go on working.
    @Test func theRuntimesOwnSendsFromSwiftStopACompiledThrow() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let cls = try ObjCClass.named("RuntimeCallThrower")
        let key = try cls.new()
        let value = ObjCObject.string("v")
        // NSObject's -copy (C) sends the compiled -copyWithZone:, which throws.
        #expect(throws: Self.thrown("NSGenericException", "copy refused")) {
            _ = try ObjCObject.dictionary([(key: key, value: value)])
        }
        #expect(throws: Self.thrown("NSGenericException", "copy refused")) {
            try value.setAssociatedObject(key, forKey: AssociationKey(), policy: .copy)
        }
        // Now the copy works and the key's -hash throws.
        try key.send("setThrowsFromHash:", true, as: Void.self)
        #expect(throws: Self.thrown("NSInvalidArgumentException", "no hash")) {
            _ = try ObjCObject.dictionary([(key: key, value: value)])
        }
        #expect(!ObjCException.isPending)
        try key.send("setThrowsFromHash:", false, as: Void.self)
        // The last release, from a Swift handle's deinit, runs a -dealloc that throws after
        // freeing the object: the throw is the pending record.
        do {
            let doomed = try cls.new()
            try doomed.send("setThrowsFromDealloc:", true, as: Void.self)
        }
        #expect(ObjCException.takePending() == Self.thrown("NSGenericException", "dealloc threw"))
        // +initialize throws at the first message; the class is initialized all the same.
        let initializing = try ObjCClass.named("InitializeThrower")
        #expect(throws: Self.thrown("NSInternalInconsistencyException", "initialize threw")) {
            _ = try initializing.send("answer", as: Int32.self)
        }
        #expect(try initializing.send("answer", as: Int32.self) == 42)
        #expect(!ObjCException.isPending)
    }
}
