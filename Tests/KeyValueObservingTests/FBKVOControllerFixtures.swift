import Foundation
import ObjCHeaders
import ObjCRuntime
@testable import KeyValueObserving

/// The fixtures of FBKVOController's own tests, rebuilt: `FBKVOTestCircle` (two float
/// properties) and a stand-in for its OCMockito observer — a class implementing the
/// `FBKVOTestObserving` methods (`-propertyDidChange`, `-propertyDidChange:`,
/// `-propertyDidChange:object:` and the KVO callback), each call recorded.
enum FBFixture {
    static let header = """
        #import <Foundation/Foundation.h>
        @interface FBTCircle : NSObject
        @property (assign, nonatomic) float radius;
        @property (assign, nonatomic) float borderWidth;
        @end
        """

    private static let installed: Result<ObjCClass, any Error> = Result {
        _ = try RuntimeInstaller.install(header, fileName: "circle.h")
        return try ObjCClass.named("FBTCircle")
    }

    /// A new `FBTCircle`.
    static func circle() throws -> ObjCObject { try installed.get().new() }

    static let radius = "radius"
    static let borderWidth = "borderWidth"
    /// FBKVOController's tests pass `(void *)@"context"`; any stable address will do.
    nonisolated(unsafe) static let context = UnsafeRawPointer(bitPattern: 0xC0_7E47)
}

/// One call a mock observer received.
struct MockCall: @unchecked Sendable {
    let selector: String
    let change: [String: Double?]
    let keyPath: String?
    let object: UnsafeMutableRawPointer?
    let context: UnsafeRawPointer?
}

/// A change dictionary as comparable values: key → number (nil for a non-number).
func comparable(_ change: ObjCObject?) -> [String: Double?] {
    var out: [String: Double?] = [:]
    for (k, v) in change?.dictionaryEntries ?? [] { out[k.stringValue ?? "?"] = number(v) }
    return out
}

func comparable(_ change: [String: ObjCObject]) -> [String: Double?] { change.mapValues { number($0) } }

/// The mock observer's calls, by observer address.
final class MockObserver: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [MockCall] = []

    var calls: [MockCall] { lock.withLock { log } }
    func calls(_ selector: String) -> [MockCall] { calls.filter { $0.selector == selector } }
    fileprivate func record(_ call: MockCall) { lock.withLock { log.append(call) } }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [UInt: MockObserver] = [:]

    fileprivate static func mock(for p: UnsafeMutableRawPointer?) -> MockObserver? {
        guard let p else { return nil }
        return lock.withLock { table[UInt(bitPattern: p)] }
    }

    /// A new `FBTMockObserver` and its call log.
    static func make() throws -> (ObjCObject, MockObserver) {
        let object = try mockClass.get().new()
        let mock = MockObserver()
        lock.withLock { table[UInt(bitPattern: object.pointer)] = mock }
        return (object, mock)
    }

    private typealias Action0 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
    private typealias Action1 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void
    private typealias Action2 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                                UnsafeMutableRawPointer?) -> Void

    private static let mockClass: Result<ObjCClass, any Error> = Result {
        let didChange: Action0 = { me, _ in
            mock(for: me)?.record(MockCall(selector: "propertyDidChange", change: [:], keyPath: nil, object: nil, context: nil))
        }
        let didChangeWith: Action1 = { me, _, change in
            mock(for: me)?.record(MockCall(selector: "propertyDidChange:", change: comparable(change.map { ObjCObject(retaining: $0) }),
                                           keyPath: nil, object: nil, context: nil))
        }
        let didChangeWithObject: Action2 = { me, _, change, object in
            mock(for: me)?.record(MockCall(selector: "propertyDidChange:object:",
                                           change: comparable(change.map { ObjCObject(retaining: $0) }),
                                           keyPath: nil, object: object, context: nil))
        }
        let observe: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                     UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void = { me, _, keyPath, object, change, context in
            mock(for: me)?.record(MockCall(selector: "observeValueForKeyPath:ofObject:change:context:",
                                           change: comparable(change.map { ObjCObject(retaining: $0) }),
                                           keyPath: keyPath.flatMap { ObjCObject(retaining: $0).stringValue },
                                           object: object, context: context))
        }
        let b = try ClassBuilder(name: "FBTMockObserver")
        try b.addMethod("propertyDidChange", types: "v16@0:8", function: didChange)
        try b.addMethod("propertyDidChange:", types: "v24@0:8@16", function: didChangeWith)
        try b.addMethod("propertyDidChange:object:", types: "v32@0:8@16@24", function: didChangeWithObject)
        try b.addMethod(ObserverCallback.selector, types: ObserverCallback.types, function: observe)
        return try b.register()
    }
}

extension ObjCObject {
    /// `circle.radius = v` / `circle.borderWidth = v`.
    func setFloat(_ key: String, _ v: Float) throws {
        try send(Selector("set\(key.prefix(1).uppercased())\(key.dropFirst()):"), v, as: Void.self)
    }
}
