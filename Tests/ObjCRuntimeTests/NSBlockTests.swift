// Behaviour of CSupport/ValueClasses/nsblock.c: NSBlock objects wrapping Swift closures.
import ObjCRuntime
import Testing

@Suite struct NSBlockTests {
    @Test func blocksRunTheirClosureAndReleaseIt() throws {
        let count = LockedValue(0)
        let weak = WeakReference()
        do {
            let block = ObjCObject.block { count.withLock { $0 += 1 } }
            weak.object = block
            try block.invokeBlock()
            try block.send("invoke", as: Void.self)
            #expect(try block.send("copy") == block)
            #expect(block.isBlock && !ObjCObject.string("x").isBlock)
        }
        #expect(count.withLock { $0 } == 2)
        #expect(weak.object == nil)   // the block and its closure are gone
        #expect(throws: ObjCError.self) { try ObjCObject.string("x").invokeBlock() }
    }
}
