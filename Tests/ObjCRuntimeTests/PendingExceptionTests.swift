// Behaviour of CSupport/RuntimeCore/exception.c through ObjCException: the per-thread pending exception.
import Dispatch
import ObjCRuntime
import Testing

/// An error of a module above the runtime, raised from a Swift IMP.
private struct ShelfError: Error, CustomStringConvertible {
    var description: String { "the shelf is full" }
}

/// `-(long)at:(long)i`: raises an NSRangeException-style error for any index.
private let raisesRange: IdSelIntToInt = { receiver, cmd, i in
    guard let receiver, let cmd else { return 0 }
    ObjCException.raise(ObjCException.indexOutOfRange(className: "Shelf", selector: "at:", index: UInt64(i), count: 0),
                        receiver: ObjCObject(retaining: receiver), selector: Selector(rawValue: cmd))
    return 0
}

/// `-(long)store`: raises an error the runtime record has no kind for.
private let raisesOther: IdSelToInt = { receiver, cmd in
    guard let receiver, let cmd else { return 0 }
    ObjCException.raise(ShelfError(), receiver: ObjCObject(retaining: receiver), selector: Selector(rawValue: cmd))
    return 0
}

/// `-(long)twice`: raises twice; the first raise is the one the sender sees.
private let raisesTwice: IdSelToInt = { receiver, cmd in
    guard let receiver, let cmd else { return 0 }
    let me = ObjCObject(retaining: receiver)
    ObjCException.raise(ObjCException.nilValueForKey(className: "Shelf", key: "first"), receiver: me,
                        selector: Selector(rawValue: cmd))
    ObjCException.raise(ObjCException.nilValueForKey(className: "Shelf", key: "second"), receiver: me,
                        selector: Selector(rawValue: cmd))
    return 0
}

/// The runtime has one per-thread pending exception: `-doesNotRecognizeSelector:`, the value
/// classes, KVC and Swift IMPs all raise into it, and each send takes it once.
@Suite struct PendingExceptionTests {
    @Test func unrecognizedSelectorsAndValueErrorsShareOneRecord() throws {
        let cls = try makeClass("OneRecord")
        let obj = try cls.new()
        var receiver: UnsafeMutableRawPointer? = obj.pointer
        let dnr = MessageSend.lookup(&receiver, "missing")
        #expect(unsafeBitCast(dnr, to: IdSelToInt.self)(receiver, Selector("missing").rawValue) == 0)
        #expect(ObjCException.isPending)
        // One taker for every kind, once.
        #expect(ObjCException.takePending() == .unrecognizedSelector(className: cls.name, selector: "missing"))
        #expect(!ObjCException.isPending && ObjCException.takePending() == nil)
    }

    @Test func aSendThrowsThePendingExceptionOnceAndLaterSendsAreClean() throws {
        let array = try BridgedValue.array([1, 2]).makeObject()
        #expect(throws: ObjCException.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: 5, count: 2)) {
            try array.send("objectAtIndex:", 5, as: Int.self)
        }
        #expect(try array.send("count", as: Int.self) == 2, "nothing stale surfaces at the next send")
        #expect(throws: ObjCException.unrecognizedSelector(className: "NSArray", selector: "frobnicate")) {
            try array.send("frobnicate", as: Int.self)
        }
        #expect(try array.send("count", as: Int.self) == 2)
    }

    @Test func classReceiversReportTheirOwnName() throws {
        let cls = try makeClass("ClassReceiver")
        #expect(throws: ObjCException.unrecognizedSelector(className: cls.name, selector: "classThing", sentToClass: true)) {
            try cls.send("classThing", as: Int.self)
        }
    }

    @Test func swiftIMPsRaiseTypedErrorsToTheSender() throws {
        let cls = try makeClass("SwiftRaiser", methods: [("at:", "q24@0:8q16", imp(raisesRange)),
                                                         ("store", "q16@0:8", imp(raisesOther)),
                                                         ("twice", "q16@0:8", imp(raisesTwice))])
        let obj = try cls.new()
        #expect(throws: ObjCException.indexOutOfRange(className: "Shelf", selector: "at:", index: 7, count: 0)) {
            try obj.send("at:", 7, as: Int.self)
        }
        #expect(throws: ObjCException.invalidArgument(className: cls.name, selector: "store", reason: "the shelf is full")) {
            try obj.send("store", as: Int.self)
        }
        #expect(throws: ObjCException.nilValueForKey(className: "Shelf", key: "first")) { try obj.send("twice", as: Int.self) }
        #expect(!ObjCException.isPending)
    }

    @Test func anUnusableSignatureEncodingRaises() throws {
        typealias Make = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
        ObjCForwarding.install()
        let cls = try ObjCClass.named("NSMethodSignature")
        func make(_ types: String) throws -> UnsafeMutableRawPointer? {
            try types.withCString { t in
                try cls.send("signatureWithObjCTypes:", t, as: UnsafeMutableRawPointer?.self)
            }
        }
        #expect(try make("v16@0:8") != nil)
        #expect {
            _ = try make("v16@0:8{broken")
        } throws: { e in
            guard let e = e as? ObjCException, case .invalidArgument = e.kind else { return false }
            return e.className == "NSMethodSignature" && e.selector == "signatureWithObjCTypes:"
        }
        #expect(!ObjCException.isPending)
    }

    @Test func everyRuntimeKindSurvivesARaiseAndTake() throws {
        let obj = try makeClass("RoundTrip").new()
        let errors: [ObjCException] = [
            ObjCException.unrecognizedSelector(className: "A", selector: "b:"),
            ObjCException.indexOutOfRange(className: "NSArray", selector: "objectAtIndex:", index: 3, count: 1),
            ObjCException.undefinedKey(className: "A", key: "k", setting: false),
            ObjCException.undefinedKey(className: "A", key: "k", setting: true),
            ObjCException.nilValueForKey(className: "A", key: "n"),
            ObjCException.unsupportedKVCType(className: "A", key: "p", encoding: "^v"),
            ObjCException.invalidArgument(className: "A", selector: "s:", reason: "why"),
        ]
        for error in errors {
            ObjCException.raise(error, receiver: obj, selector: "ignored")
            let taken = try #require(ObjCException.takePending())
            #expect(taken == error)
            #expect(taken.description == error.description)
        }
    }

    /// Whatever raised it — a value class, KVC, `-doesNotRecognizeSelector:`, a send or an
    /// `Invocation` — the error is one `ObjCException` with Foundation's name and reason.
    @Test func everyRaiseIsOneErrorWithFoundationsNameAndReason() throws {
        let array = try BridgedValue.array([1, 2]).makeObject()
        let range = #expect(throws: ObjCException.self) { try array.send("objectAtIndex:", UInt(5)) }
        #expect(range?.name == "NSRangeException")
        #expect(range?.reason == "-[NSArray objectAtIndex:]: index 5 beyond bounds [0 .. 1]")
        #expect(range?.kind == .indexOutOfRange(index: 5, count: 2))

        let plain = try ObjCClass.nsObject.new()
        let unknown = #expect(throws: ObjCException.self) { try plain.value(forKey: "size") }
        #expect(unknown?.name == "NSUnknownKeyException" && unknown?.key == "size" && unknown?.selector == nil)
        #expect(unknown?.reason == "[<NSObject> valueForUndefinedKey:]: this class is not key value coding-compliant for the key size.")

        let invocation = try Invocation(target: plain, selector: "hash")
        invocation.selector = Selector("fly").rawValue
        let unrecognized = #expect(throws: ObjCException.self) { try invocation.send() }
        #expect(unrecognized == .unrecognizedSelector(className: "NSObject", selector: "fly"))
        #expect(unrecognized?.name == "NSInvalidArgumentException")
        #expect(unrecognized?.description == "NSInvalidArgumentException: -[NSObject fly]: unrecognized selector sent to instance")
        #expect(!ObjCException.isPending)
    }

    @Test func eachThreadHasItsOwnRecord() throws {
        let obj = try makeClass("PerThread").new()
        ObjCException.raise(ObjCException.nilValueForKey(className: "A", key: "here"), receiver: obj, selector: "x")
        let seenElsewhere = LockedValue(true)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { seenElsewhere.withLock { $0 = ObjCException.isPending } }
        group.wait()
        #expect(!seenElsewhere.withLock { $0 })
        #expect(ObjCException.takePending() == .nilValueForKey(className: "A", key: "here"))
    }

    /// A value class's exception (here NSRangeException) reaches the generic send as an
    /// error and leaves nothing pending.
    @Test func rangeErrorThroughGenericSend() throws {
        let array = try BridgedValue.array([.int(1), .int(2)]).makeObject()
        #expect(throws: ObjCException.self) {
            try array.send("objectAtIndex:", Int(5), as: UnsafeMutableRawPointer?.self)
        }
        #expect(try array.send("count", as: Int.self) == 2, "nothing left pending afterwards")
    }
}
