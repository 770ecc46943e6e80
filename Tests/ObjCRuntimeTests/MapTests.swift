// Behaviour of CSupport/RuntimeCore/map.c: the side-table hash map behind the class table,
// the weak table, associated objects and protocols. Each test owns its map, so no other
// thread touches it and the runtime lock its callers hold is not needed here.
import CRuntimeCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct MapTests {
    /// A pointer key (never NULL, never the tombstone 1).
    static func key(_ i: Int) -> UnsafeRawPointer { UnsafeRawPointer(bitPattern: 0x10_000 + 16 * i)! }
    static func value(_ i: Int) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 0x90_000 + 16 * i)! }

    @Test func anEmptyMapFindsNothingAndAllocatesOnTheFirstPut() {
        var map = rt_map()
        defer { free(map.entries) }
        #expect(rt_map_get(&map, Self.key(1)) == nil)
        #expect(rt_map_remove(&map, Self.key(1)) == nil)
        #expect(map.capacity == 0 && map.entries == nil, "looking and removing allocate nothing")
        #expect(rt_map_put(&map, Self.key(1), Self.value(1)))
        #expect(map.capacity == 16 && map.count == 1 && map.used == 1)
        #expect(rt_map_get(&map, Self.key(1)) == Self.value(1))
        #expect(rt_map_get(&map, Self.key(2)) == nil)
    }

    @Test func putReplacesTheValueOfAKeyItHolds() {
        var map = rt_map()
        defer { free(map.entries) }
        #expect(rt_map_put(&map, Self.key(7), Self.value(1)))
        #expect(rt_map_put(&map, Self.key(7), Self.value(2)))
        #expect(map.count == 1 && map.used == 1)
        #expect(rt_map_get(&map, Self.key(7)) == Self.value(2))
    }

    /// The table stays at most half full (counting tombstones) and a power of two; every key
    /// survives each rehash. From 16 slots, the ninth key makes 64 (rehashing leaves room for
    /// four times the live keys), then 256, 1024, 4096.
    @Test func growthKeepsEveryKeyAndTheTableAtMostHalfFull() {
        var map = rt_map()
        defer { free(map.entries) }
        var capacities: [Int] = []
        for i in 0..<1000 {
            #expect(rt_map_put(&map, Self.key(i), Self.value(i)))
            #expect(map.used * 2 <= map.capacity && map.capacity.nonzeroBitCount == 1)
            if capacities.last != map.capacity { capacities.append(map.capacity) }
        }
        #expect(capacities == [16, 64, 256, 1024, 4096])
        #expect(map.count == 1000 && map.used == 1000)
        #expect((0..<1000).allSatisfy { rt_map_get(&map, Self.key($0)) == Self.value($0) })
        #expect(rt_map_get(&map, Self.key(1000)) == nil)
    }

    /// A removed key leaves a tombstone: lookups probe past it (the keys after it in a probe
    /// run are still found), and a later insert reuses it instead of taking an empty slot.
    @Test func removalLeavesTombstonesThatLookupsPassAndInsertsReuse() {
        var map = rt_map()
        defer { free(map.entries) }
        for i in 0..<100 { #expect(rt_map_put(&map, Self.key(i), Self.value(i))) }
        #expect(map.capacity == 256)
        for i in stride(from: 0, to: 100, by: 2) { #expect(rt_map_remove(&map, Self.key(i)) == Self.value(i)) }
        #expect(map.count == 50 && map.used == 100, "removed slots are tombstones, still used")
        #expect((0..<100).allSatisfy { rt_map_get(&map, Self.key($0)) == ($0 % 2 == 0 ? nil : Self.value($0)) })
        #expect(rt_map_remove(&map, Self.key(0)) == nil, "removing twice finds nothing")
        #expect(map.count == 50)
        // A removed key's own probe run holds no empty slot before its tombstone.
        #expect(rt_map_put(&map, Self.key(0), Self.value(500)))
        #expect(map.count == 51 && map.used == 100, "the insert took a tombstone")
        #expect(rt_map_get(&map, Self.key(0)) == Self.value(500))
    }

    /// Tombstones count towards the half-full limit, and the rehash that limit forces drops
    /// them without growing the table while few keys are live: 10,000 keys through a window
    /// of five live ones keep a table of 32 slots (the first rehash, at 8 used and 5 live,
    /// sizes it for four times the live keys; none after needs more).
    @Test func churnRehashesAwayTombstonesWithoutGrowing() {
        var map = rt_map()
        defer { free(map.entries) }
        for i in 0..<10_000 {
            #expect(rt_map_put(&map, Self.key(i), Self.value(i)))
            if i >= 5 { #expect(rt_map_remove(&map, Self.key(i - 5)) == Self.value(i - 5)) }
            if map.used * 2 > map.capacity || map.count > 5 { Issue.record("after key \(i): \(map.count) live, \(map.used) used of \(map.capacity)") }
        }
        #expect(map.capacity == 32 && map.count == 5)
        #expect((9995..<10_000).allSatisfy { rt_map_get(&map, Self.key($0)) == Self.value($0) })
        #expect((9000..<9995).allSatisfy { rt_map_get(&map, Self.key($0)) == nil })
    }

    /// A string map compares bytes (the class table finds "Dog" from any copy of the name);
    /// a pointer map compares identity.
    @Test func stringKeysCompareBytesAndPointerKeysIdentity() throws {
        let stored = try #require(strdup("Dog")), other = try #require(strdup("Dog")), cat = try #require(strdup("Cat"))
        defer { free(stored); free(other); free(cat) }
        var names = rt_map()
        names.stringKeys = true
        var pointers = rt_map()
        defer { free(names.entries); free(pointers.entries) }
        #expect(rt_map_put(&names, stored, Self.value(1)))
        #expect(rt_map_put(&pointers, stored, Self.value(1)))
        #expect(rt_map_get(&names, other) == Self.value(1))
        #expect(rt_map_get(&pointers, other) == nil)
        #expect(rt_map_get(&names, cat) == nil)
        #expect(rt_map_put(&names, other, Self.value(2)), "an equal string replaces")
        #expect(names.count == 1 && rt_map_get(&names, stored) == Self.value(2))
        #expect(rt_map_remove(&names, other) == Self.value(2))
        #expect(names.count == 0 && rt_map_get(&names, stored) == nil)
    }

    /// NULL (an empty slot's mark) and the tombstone are refused as keys: put fails and
    /// changes nothing, get and remove find nothing — in a string map too, where a NULL key
    /// would otherwise reach strcmp.
    @Test func theTwoMarkerKeysAreRefused() throws {
        let tombstone = UnsafeRawPointer(bitPattern: 1)
        var map = rt_map()
        defer { free(map.entries) }
        #expect(!rt_map_put(&map, nil, Self.value(1)))
        #expect(!rt_map_put(&map, tombstone, Self.value(1)))
        #expect(map.count == 0 && map.capacity == 0)
        #expect(rt_map_put(&map, Self.key(1), Self.value(1)))
        #expect(rt_map_get(&map, nil) == nil && rt_map_get(&map, tombstone) == nil)
        #expect(rt_map_remove(&map, nil) == nil && rt_map_remove(&map, tombstone) == nil)
        #expect(map.count == 1)

        let name = try #require(strdup("Dog"))
        defer { free(name) }
        var names = rt_map()
        names.stringKeys = true
        defer { free(names.entries) }
        #expect(rt_map_put(&names, name, Self.value(1)))
        #expect(rt_map_get(&names, nil) == nil)
        #expect(rt_map_remove(&names, nil) == nil)
        #expect(!rt_map_put(&names, nil, Self.value(2)))
        #expect(names.count == 1 && rt_map_get(&names, name) == Self.value(1))
    }
}
