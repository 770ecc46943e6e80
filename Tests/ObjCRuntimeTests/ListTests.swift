// Behaviour of CSupport/RuntimeCore/list.c: the growable pointer list behind a class's ivars,
// properties and protocols. Each test owns its list, so no lock is involved.
import CRuntimeCore
import Testing

@Suite struct ListTests {
    static func item(_ i: Int) -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 0x10_000 + 16 * i)! }

    static func items(_ list: rt_list) -> [Int] {
        (0..<Int(list.count)).map { (Int(bitPattern: list.items[$0]) - 0x10_000) / 16 }
    }

    /// Appends keep their order; the capacity starts at 4 and doubles when full.
    @Test func appendKeepsOrderAndDoublesFromFour() {
        var list = rt_list()
        defer { rt_list_free(&list) }
        #expect(list.count == 0 && list.capacity == 0 && list.items == nil)
        var capacities: [UInt32] = []
        for i in 0..<33 {
            #expect(rt_list_append(&list, Self.item(i)))
            capacities.append(list.capacity)
        }
        #expect(Self.items(list) == Array(0..<33))
        #expect(Array(capacities[0..<4]) == [4, 4, 4, 4])
        #expect(capacities[4] == 8 && capacities[8] == 16 && capacities[16] == 32 && capacities[32] == 64)
    }

    /// Prepend puts the item first and shifts the rest, on an empty list, a full one (which
    /// grows first) and between appends.
    @Test func prependPutsTheItemFirst() {
        var list = rt_list()
        defer { rt_list_free(&list) }
        #expect(rt_list_prepend(&list, Self.item(1)))
        #expect(Self.items(list) == [1] && list.capacity == 4)
        #expect(rt_list_append(&list, Self.item(2)))
        #expect(rt_list_prepend(&list, Self.item(0)))
        #expect(rt_list_append(&list, Self.item(3)))
        #expect(Self.items(list) == [0, 1, 2, 3] && list.capacity == 4)
        #expect(rt_list_prepend(&list, Self.item(-1)))
        #expect(Self.items(list) == [-1, 0, 1, 2, 3] && list.capacity == 8)
    }

    /// Free releases the array and leaves an empty list that works again; freeing twice or
    /// freeing a list that never grew is harmless.
    @Test func freeLeavesAReusableEmptyList() {
        var list = rt_list()
        rt_list_free(&list)
        #expect(list.count == 0 && list.capacity == 0 && list.items == nil)
        for i in 0..<10 { #expect(rt_list_append(&list, Self.item(i))) }
        rt_list_free(&list)
        #expect(list.count == 0 && list.capacity == 0 && list.items == nil)
        rt_list_free(&list)
        #expect(rt_list_append(&list, Self.item(5)))
        #expect(Self.items(list) == [5] && list.capacity == 4)
        rt_list_free(&list)
    }
}
