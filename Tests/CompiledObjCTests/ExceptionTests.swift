import ObjCRuntime
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Objective-C exceptions in compiled code (Programs/exceptions/): @throw, @try, @catch by
/// class, superclass and id, @finally, rethrow, across frames and objc_msgSend, exceptions
/// the runtime raises, threads, ARC cleanups, the uncaught end — each program's output checked
/// against its `.expected` (the same outputs under libobjc2, except where the README says).
@Suite struct ExceptionTests {
    static let folder = CompiledPrograms.programs + "/exceptions"

    /// Runs `name`.m with `flags` and compares its output.
    func expectProgram(_ name: String, _ flags: [String] = []) {
        let result = CompiledPrograms.objcrt(["run"] + flags + [Self.folder + "/\(name).m"])
        #expect(result.status == 0, "\(name) \(flags): \(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(Self.folder + "/\(name).expected"), "\(name) \(flags)")
    }

    @Test func nestedFinallyBlocksRunInnermostFirst() { expectProgram("finally_order") }
    @Test func nestedFinallyBlocksRunInnermostFirstUnderARC() { expectProgram("finally_order", ["-fobjc-arc"]) }

    @Test func catchFollowsTheClassHierarchyAndIdTakesAnything() { expectProgram("catch_by_class") }
    @Test func catchFollowsTheClassHierarchyUnderARC() { expectProgram("catch_by_class", ["-fobjc-arc"]) }

    /// Three frames deep, -performSelector:, a super send, objc_msgSend's fast and slow paths
    /// (+resolveInstanceMethod: and -forwardingTargetForSelector: throwing in the lookup).
    @Test func exceptionsCrossFramesAndObjcMsgSend() { expectProgram("across_frames") }
    @Test func exceptionsCrossFramesAndObjcMsgSendUnderARC() { expectProgram("across_frames", ["-fobjc-arc"]) }

    /// An unrecognized selector, an index out of range, an undefined key: NSExceptions with
    /// Foundation's names and reasons, caught by compiled code.
    @Test func exceptionsTheRuntimeRaisesAreCaught() { expectProgram("runtime_raised") }
    @Test func exceptionsTheRuntimeRaisesAreCaughtUnderARC() { expectProgram("runtime_raised", ["-fobjc-arc"]) }

    @Test func eachThreadThrowsAndCatchesItsOwn() { expectProgram("threads") }

    /// A member's -isEqual: throws (or mutates the set probing it, which the runtime raises)
    /// while a mutable set or dictionary holds its lock: the lock is dropped on the way out,
    /// so this thread and another use the container afterwards; the refused key is released.
    @Test func aThrowUnderAContainersLockLeavesItUnlocked() { expectProgram("container_locks") }

    /// Thrown by -forwardInvocation:, through the forwarding IMP (a libffi closure), caught by
    /// the sender; the forwarded NSInvocation is released on the way.
    @Test func exceptionsFromForwardInvocationReachTheSender() { expectProgram("forwarded") }

    /// @synchronized around @throw on 8 threads: the lock is given back as the exception leaves.
    @Test func synchronizedGivesItsLockBackWhenAnExceptionLeaves() { expectProgram("synchronized") }

    /// The runtime without Foundation; `.expected` is libobjc2's output for the same program.
    @Test func theRuntimeAloneAnswersAsLibobjc2() { expectProgram("runtime_only", ["--runtime-only"]) }

    /// -fobjc-arc-exceptions: the strong locals of every frame left are released.
    @Test func arcLocalsAreReleasedOnTheWayOut() { expectProgram("arc", ["-fobjc-arc", "-fobjc-arc-exceptions"]) }

    /// Nobody catches: the @finally ran, then the handler, then objc4's message, SIGABRT.
    @Test(arguments: [
        ("range", "'NSRangeException', reason: '-[NSArray objectAtIndex:]: index 1 beyond bounds for empty array'", "NSException"),
        ("unrecognized", "'NSInvalidArgumentException', reason: '-[Plain nothingHere]: unrecognized selector sent to instance 0x", "NSException"),
        ("object", "of class 'Plain'", "Plain"),
        ("nil", "nil (@throw nil)", "nil"),
    ])
    func anUncaughtExceptionCallsTheHandlerThenAborts(_ what: String, _ message: String, _ handlerSaw: String) {
        let result = CompiledPrograms.objcrt(["run", Self.folder + "/uncaught.m", what])
        #expect(result.status == 128 + 6, "SIGABRT: \(result.stderr)")
        #expect(result.stdout == "throwing \(what)\nfinally ran\nhandler: \(handlerSaw)\n")
        #expect(result.stderr.contains("*** Terminating app due to uncaught exception " + message), "\(result.stderr)")
    }

    /// The plugin, built and loaded once per process (see TwoDoorsTests).
    static let pluginAddress: UInt = {
        let dir = CompiledPrograms.temporaryDirectory()
        let library = dir + "/libexceptions.so"
        let built = CompiledPrograms.objcrt(["cc", "--no-link-runtime", "-fPIC", "-shared",
                                             folder + "/swift_caller_plugin.m", "-o", library])
        guard built.status == 0 else { return 0 }
        return UInt(bitPattern: dlopen(library, RTLD_NOW | RTLD_GLOBAL))
    }()

    /// A Swift send to compiled code: what the runtime raises there arrives as an
    /// ObjCException (nothing unwinds through Swift), and compiled @try/@catch still works.
    @Test func swiftCallersGetObjCExceptionsFromCompiledCode() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let object = try ObjCClass.named("ExceptionsFromCompiledCode").new()
        #expect(throws: ObjCException.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: 3, count: 0)) {
            try object.send("outOfRange")
        }
        #expect(!ObjCException.isPending)
        #expect(try object.send("catchesItsOwn", as: Int32.self) == 7)
    }

    /// An object compiled code throws and does not catch stops at the Swift send's catch
    /// barrier: an ObjCException of kind `.thrown`, nothing unwound through Swift frames,
    /// on the typed send paths (one word, a double) and through libffi (Invocation).
    @Test func aThrowFromCompiledCodeArrivesAsObjCException() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let object = try ObjCClass.named("ExceptionsFromCompiledCode").new()
        let range = ObjCException(.thrown(name: "NSRangeException", reason: "thrown by compiled code"), className: "NSException")
        #expect(throws: range) { try object.send("throwsRange:", 5, as: Int.self) }
        #expect(try object.send("throwsRange:", -2, as: Int.self) == -2)
        #expect(throws: range) { try object.send("sendsToItself") }
        let plain = ObjCException(.thrown(name: "ExceptionsFromCompiledCode", reason: ""), className: "ExceptionsFromCompiledCode")
        #expect(throws: plain) { try object.send("throwsPlainObject:", 1.5, as: Double.self) }
        #expect(!ObjCException.isPending)
        // The same through libffi: an Invocation of the method's IMP.
        let invocation = try Invocation(target: object, selector: Selector("throwsRange:"))
        try invocation.setArgument(.int64(9), at: 2)
        try invocation.invoke()
        #expect(ObjCException.takePending() == range)
        // The object still answers afterwards.
        #expect(try object.send("catchesItsOwn", as: Int32.self) == 7)
    }
}
