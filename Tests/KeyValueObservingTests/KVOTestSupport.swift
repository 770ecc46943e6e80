import Foundation
import ObjCHeaders
import ObjCRuntime
@testable import KeyValueObserving

/// The C shape of CGRect (four doubles, no padding): matches `{CGRect={CGPoint=dd}{CGSize=dd}}`.
struct Rect: Equatable, BitwiseCopyable {
    var x, y, width, height: Double
}

/// Classes the tests observe, installed from header text once per process.
enum KVOFixture {
    static let header = """
        #import <Foundation/Foundation.h>
        @interface KVOTPerson : NSObject
        @property (nonatomic, copy) NSString *name;
        @property (nonatomic, strong) id thing;
        @property (nonatomic) BOOL flag;
        @property (nonatomic) char letter;
        @property (nonatomic) int count;
        @property (nonatomic) long long big;
        @property (nonatomic) unsigned int flags;
        @property (nonatomic) float ratio;
        @property (nonatomic) double amount;
        @property (nonatomic) CGRect frame;
        @property (nonatomic, getter=isEnabled, setter=turnOn:) BOOL enabled;
        @property (nonatomic, readonly) int fixed;
        @end
        """

    private static let installed: Result<ObjCClass, any Error> = Result {
        _ = try RuntimeInstaller.install(header, fileName: "kvo.h")
        let person = try ObjCClass.named("KVOTPerson")
        try addRectAccessors(to: person)
        return person
    }

    /// `KVOTPerson`, installed on first use.
    static func person() throws -> ObjCClass { try installed.get() }

    /// The header front-end installs no accessors for struct properties (no C function can
    /// take a struct without libffi), so the tests add a getter and setter made from closures.
    private static func addRectAccessors(to cls: ObjCClass) throws {
        guard cls.instanceMethod(for: "setFrame:") == nil,
              let ivar = cls.ivar(named: "_frame"),
              let enc = cls.property(named: "frame")?.value(forAttribute: "T") else { return }
        let offset = ivar.offset
        let size = ivar.size
        let getter = try imp_implementationWithBlock(types: "\(enc)16@0:8") { args in
            guard case .object(let p)? = args.first, let p else { return .bytes(Array(repeating: 0, count: size)) }
            return .bytes(Array(UnsafeRawBufferPointer(start: p + offset, count: size)))
        }
        let setter = try imp_implementationWithBlock(types: "v\(16 + size)@0:8\(enc)16") { args in
            guard case .object(let p)? = args.first, let p, case .bytes(let b)? = args.last, b.count == size else { return .void }
            b.withUnsafeBytes { (p + offset).copyMemory(from: $0.baseAddress!, byteCount: size) }
            return .void
        }
        try cls.addMethod("frame", types: "\(enc)16@0:8", imp: getter)
        try cls.addMethod("setFrame:", types: "v\(16 + size)@0:8\(enc)16", imp: setter)
    }

    /// A fresh NSObject subclass with one `int` property `value` (accessors over an ivar),
    /// for tests that need a class no other test observes. Built with `ClassBuilder` and C
    /// accessors rather than from header text, so that tests running in parallel do not
    /// install headers concurrently.
    static func freshClass(_ prefix: String) throws -> ObjCClass {
        let name = "\(prefix)_\(UUID().uuidString.replacingOccurrences(of: "-", with: ""))"
        let getter: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32 = { receiver, _ in
            guard let receiver, let ivar = ObjCClass(ofObject: receiver).ivar(named: "_value") else { return 0 }
            return (receiver + ivar.offset).load(as: Int32.self)
        }
        let setter: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void = { receiver, _, v in
            guard let receiver, let ivar = ObjCClass(ofObject: receiver).ivar(named: "_value") else { return }
            (receiver + ivar.offset).storeBytes(of: v, as: Int32.self)
        }
        let b = try ClassBuilder(name: name)
        try b.addIvar("_value", size: 4, log2Alignment: 2, types: "i")
        try b.addMethod("value", types: "i16@0:8", function: getter)
        try b.addMethod("setValue:", types: "v20@0:8i16", function: setter)
        try b.addProperty("value", attributes: "Ti,N,V_value")
        return try b.register()
    }

    /// Where `KVOTLockedNode` keeps each instance's properties, by instance address.
    private struct NodeState {
        var next: ObjCObject?
        var count: Int32 = 0
    }

    private static let nodes = LockedValue<[UInt: NodeState]>([:])

    private static let lockedNode: Result<ObjCClass, any Error> = Result {
        let getNext: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer? = { receiver, _ in
            guard let receiver, let value = KVOFixture.nodes.withLock({ $0[UInt(bitPattern: receiver)]?.next }) else { return nil }
            AutoreleasePool.add(value)   // alive until the caller's pool drains, as an atomic getter's
            return value.pointer
        }
        let setNext: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void = { receiver, _, v in
            guard let receiver else { return }
            let value = v.map { ObjCObject(retaining: $0) }
            let old = KVOFixture.nodes.withLock { t -> ObjCObject? in
                let key = UInt(bitPattern: receiver)
                defer { t[key, default: NodeState()].next = value }
                return t[key]?.next
            }
            withExtendedLifetime(old) {}   // released outside the lock
        }
        let getCount: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int32 = { receiver, _ in
            guard let receiver else { return 0 }
            return KVOFixture.nodes.withLock { $0[UInt(bitPattern: receiver)]?.count ?? 0 }
        }
        let setCount: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32) -> Void = { receiver, _, v in
            guard let receiver else { return }
            KVOFixture.nodes.withLock { $0[UInt(bitPattern: receiver), default: NodeState()].count = v }
        }
        let b = try ClassBuilder(name: "KVOTLockedNode")
        try b.addMethod("next", types: "@16@0:8", function: getNext)
        try b.addMethod("setNext:", types: "v24@0:8@16", function: setNext)
        try b.addMethod("count", types: "i16@0:8", function: getCount)
        try b.addMethod("setCount:", types: "v20@0:8i16", function: setCount)
        try b.addProperty("next", attributes: "T@,&")
        try b.addProperty("count", attributes: "Ti")
        return try b.register()
    }

    /// `KVOTLockedNode`: atomic `next` (object) and `count` (int) properties whose accessors
    /// take a pthread mutex, so threads may set and read them at once — what a concurrent
    /// test needs (the header's nonatomic accessors are not thread-safe, as in Objective-C,
    /// and its atomic ones lock with a `Synchronization.Mutex`, invisible to ThreadSanitizer).
    static func lockedNodeClass() throws -> ObjCClass { try lockedNode.get() }
}

// MARK: - Recording observers

/// One notification as a runtime observer received it.
struct Received: @unchecked Sendable {
    let keyPath: String
    let object: UnsafeMutableRawPointer?
    let change: [String: ObjCObject]
    let context: UnsafeRawPointer?

    var kind: UInt? { number(change[KeyValueChangeKey.kind]).flatMap { UInt(exactly: $0) } }
    var old: ObjCObject? { change[KeyValueChangeKey.old] }
    var new: ObjCObject? { change[KeyValueChangeKey.new] }
    var isPrior: Bool { change[KeyValueChangeKey.notificationIsPrior] != nil }
}

/// A number object's value as a Double (nil for anything else).
func number(_ object: ObjCObject?) -> Double? {
    guard let object, let value = try? BridgedValue(object: object) else { return nil }
    switch value {
    case .signed(let v, _): return Double(v)
    case .unsigned(let v, _): return Double(v)
    case .double(let v, _): return v
    case .bool(let b): return b ? 1 : 0
    default: return nil
    }
}

/// What a recording observer has received, by observer address.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Received] = []
    private var actions: [(change: ObjCObject, object: UnsafeMutableRawPointer?)] = []

    func append(_ r: Received) { lock.withLock { items.append(r) } }
    func appendAction(change: ObjCObject, object: UnsafeMutableRawPointer?) { lock.withLock { actions.append((change, object)) } }
    var received: [Received] { lock.withLock { items } }
    var actionCalls: [(change: ObjCObject, object: UnsafeMutableRawPointer?)] { lock.withLock { actions } }
    func reset() { lock.withLock { items.removeAll(); actions.removeAll() } }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [UInt: Recorder] = [:]

    static func recorder(for p: UnsafeMutableRawPointer?) -> Recorder? {
        guard let p else { return nil }
        return lock.withLock { table[UInt(bitPattern: p)] }
    }

    /// A new observer object of `KVOTObserver` and its recorder.
    static func makeObserver() throws -> (ObjCObject, Recorder) {
        let observer = try observerClass.get().new()
        let recorder = Recorder()
        lock.withLock { table[UInt(bitPattern: observer.pointer)] = recorder }
        return (observer, recorder)
    }

    private typealias ObserveFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                  UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
    private typealias ActionFn = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                 UnsafeMutableRawPointer?) -> Void

    /// `KVOTObserver`: implements the KVO callback and `-changed:object:` (a KVOController
    /// action), both recording into the observer's recorder.
    static let observerClass: Result<ObjCClass, any Error> = Result {
        let observe: ObserveFn = { me, _, keyPath, object, change, context in
            guard let rec = Recorder.recorder(for: me), let change else { return }
            var entries: [String: ObjCObject] = [:]
            for (k, v) in ObjCObject(retaining: change).dictionaryEntries ?? [] {
                if let key = k.stringValue { entries[key] = v }
            }
            let path = keyPath.flatMap { ObjCObject(retaining: $0).stringValue } ?? ""
            rec.append(Received(keyPath: path, object: object, change: entries, context: context))
        }
        let action: ActionFn = { me, _, change, object in
            guard let rec = Recorder.recorder(for: me), let change else { return }
            rec.appendAction(change: ObjCObject(retaining: change), object: object)
        }
        let b = try ClassBuilder(name: "KVOTObserver")
        try b.addMethod(ObserverCallback.selector, types: ObserverCallback.types, function: observe)
        try b.addMethod("changed:object:", types: "v32@0:8@16@24", function: action)
        return try b.register()
    }
}

/// A thread-safe list for closure observers.
final class Collected<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [T] = []
    func append(_ t: T) { lock.withLock { items.append(t) } }
    var all: [T] { lock.withLock { items } }
    var count: Int { lock.withLock { items.count } }
}

/// An object result returned +0, as a getter returns it (the pool keeps it alive).
func autoreleased(_ object: ObjCObject?) -> UnsafeMutableRawPointer? {
    guard let object else { return nil }
    AutoreleasePool.add(object)
    return object.pointer
}
