import Foundation
import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// The registry's stripes (`RegistryStripe`): setters read snapshots without a lock;
/// what a registration replaces is released once no setter of the stripe is reading.
@Suite struct RegistryStripeTests {
    /// Counts its deinitializations (captured by an observer's closure).
    final class Canary: @unchecked Sendable {
        static let gone = Collected<Int>()
        let id: Int
        init(_ id: Int) { self.id = id }
        deinit { Self.gone.append(id) }
    }

    final class TokenBox: @unchecked Sendable {
        var token: KeyValueObservation?
    }

    @Test func anObservationEndedInsideItsOwnCallbackIsReleasedWhenTheSetEnds() throws {
        let object = try KVOFixture.freshClass("KVOTStripeSelf").new()
        let id = Int.random(in: 1...Int.max)
        let box = TokenBox()
        do {
            let canary = Canary(id)
            box.token = try object.observe("value", options: [.new]) { _ in
                withExtendedLifetime(canary) {}
                box.token = nil          // ends this very registration, mid-delivery
            }
        }
        try object.send("setValue:", Int32(1), as: Void.self)
        // The set has ended: its stripe had no other reader, so the replaced snapshot — and
        // with it the closure and its canary — is gone.
        #expect(Canary.gone.all.contains(id))
        #expect(object.observationCount == 0)
        try object.send("setValue:", Int32(2), as: Void.self)
    }

    @Test func aSnapshotReplacedWhileASetterReadsItStaysValidForThatSetter() throws {
        let object = try KVOFixture.freshClass("KVOTStripeReplace").new()
        let seen = Collected<Double>()
        let others = Collected<KeyValueObservation>()
        let token = try object.observe("value", options: [.new]) { change in
            // Each notification adds an observation (publishing a new snapshot) before the
            // change is read again below: the reading setter keeps its own snapshot.
            if let extra = try? change.object.observe("value", options: [], { _ in }) { others.append(extra) }
            seen.append(number(change.newValue) ?? .nan)
        }
        for i in 1...5 { try object.send("setValue:", Int32(i), as: Void.self) }
        #expect(seen.all == [1, 2, 3, 4, 5])
        #expect(object.observationCount == 6)
        withExtendedLifetime((token, others)) {}
    }

    @Test func registrationsAndSettersOfManyObjectsRaceSafely() throws {
        // More objects than stripes: several share each stripe.
        let cls = try KVOFixture.lockedNodeClass()
        let objects = try (0..<96).map { _ in try cls.new() }
        let counts = (0..<96).map { _ in Collected<Int32>() }
        let tokens = try objects.indices.map { i in
            try objects[i].observe("count", options: [.new]) { counts[i].append(Int32(number($0.newValue) ?? -1)) }
        }
        let failures = Collected<String>()
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            for round in 0..<40 {
                for (i, object) in objects.enumerated() where i % 8 == t {
                    do {
                        let extra = try object.observe("count", options: []) { _ in }
                        try object.send("setCount:", Int32(round), as: Void.self)
                        extra.invalidate()
                    } catch { failures.append("\(error)") }
                }
            }
        }
        #expect(failures.all.isEmpty)
        #expect(counts.allSatisfy { $0.all == Array(0..<40) })
        #expect(objects.allSatisfy { $0.observationCount == 1 })
        withExtendedLifetime(tokens) {}
    }
}
