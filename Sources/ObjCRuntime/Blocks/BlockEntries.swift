internal import CRuntimeCore

/// What a typed trampoline's context points at: the block, already converted to its shape's
/// register types (`Int` for a word, `Double`, `Float`).
final class TypedBlockBox<Body>: @unchecked Sendable {
    // @unchecked: `body` is immutable and made from a @Sendable block.
    let body: Body
    init(_ body: Body) { self.body = body }
}

/// The object argument of every shape (self).
@usableFromInline
typealias BlockSelf = UnsafeMutableRawPointer?

/// The C entry of each trampoline shape (`CSupport/RuntimeCore/block_trampolines.c` calls
/// `entry(context, self, args…)`): it finds the box without retaining it — the slot owns a
/// reference until `imp_removeBlock` — and calls the body.
enum BlockEntries {
    @inline(__always)
    private static func run<Body, R>(_ context: UnsafeMutableRawPointer?, _ call: (Body) -> R) -> R {
        Unmanaged<TypedBlockBox<Body>>.fromOpaque(context!)._withUnsafeGuaranteedRef { call($0.body) }
    }

    typealias W = Int
    typealias D = Double
    typealias F = Float
    typealias C = UnsafeMutableRawPointer?

    private static let v_0: @convention(c) (C, BlockSelf) -> Void = { c, s in run(c) { (b: (BlockSelf) -> Void) in b(s) } }
    private static let w_0: @convention(c) (C, BlockSelf) -> W = { c, s in run(c) { (b: (BlockSelf) -> W) in b(s) } }
    private static let d_0: @convention(c) (C, BlockSelf) -> D = { c, s in run(c) { (b: (BlockSelf) -> D) in b(s) } }
    private static let f_0: @convention(c) (C, BlockSelf) -> F = { c, s in run(c) { (b: (BlockSelf) -> F) in b(s) } }
    private static let v_w: @convention(c) (C, BlockSelf, W) -> Void = { c, s, a in run(c) { (b: (BlockSelf, W) -> Void) in b(s, a) } }
    private static let w_w: @convention(c) (C, BlockSelf, W) -> W = { c, s, a in run(c) { (b: (BlockSelf, W) -> W) in b(s, a) } }
    private static let d_w: @convention(c) (C, BlockSelf, W) -> D = { c, s, a in run(c) { (b: (BlockSelf, W) -> D) in b(s, a) } }
    private static let f_w: @convention(c) (C, BlockSelf, W) -> F = { c, s, a in run(c) { (b: (BlockSelf, W) -> F) in b(s, a) } }
    private static let v_d: @convention(c) (C, BlockSelf, D) -> Void = { c, s, a in run(c) { (b: (BlockSelf, D) -> Void) in b(s, a) } }
    private static let w_d: @convention(c) (C, BlockSelf, D) -> W = { c, s, a in run(c) { (b: (BlockSelf, D) -> W) in b(s, a) } }
    private static let d_d: @convention(c) (C, BlockSelf, D) -> D = { c, s, a in run(c) { (b: (BlockSelf, D) -> D) in b(s, a) } }
    private static let f_d: @convention(c) (C, BlockSelf, D) -> F = { c, s, a in run(c) { (b: (BlockSelf, D) -> F) in b(s, a) } }
    private static let v_f: @convention(c) (C, BlockSelf, F) -> Void = { c, s, a in run(c) { (b: (BlockSelf, F) -> Void) in b(s, a) } }
    private static let w_f: @convention(c) (C, BlockSelf, F) -> W = { c, s, a in run(c) { (b: (BlockSelf, F) -> W) in b(s, a) } }
    private static let d_f: @convention(c) (C, BlockSelf, F) -> D = { c, s, a in run(c) { (b: (BlockSelf, F) -> D) in b(s, a) } }
    private static let f_f: @convention(c) (C, BlockSelf, F) -> F = { c, s, a in run(c) { (b: (BlockSelf, F) -> F) in b(s, a) } }
    private static let v_ww: @convention(c) (C, BlockSelf, W, W) -> Void = { c, s, a, b in run(c) { (f: (BlockSelf, W, W) -> Void) in f(s, a, b) } }
    private static let w_ww: @convention(c) (C, BlockSelf, W, W) -> W = { c, s, a, b in run(c) { (f: (BlockSelf, W, W) -> W) in f(s, a, b) } }
    private static let d_ww: @convention(c) (C, BlockSelf, W, W) -> D = { c, s, a, b in run(c) { (f: (BlockSelf, W, W) -> D) in f(s, a, b) } }
    private static let f_ww: @convention(c) (C, BlockSelf, W, W) -> F = { c, s, a, b in run(c) { (f: (BlockSelf, W, W) -> F) in f(s, a, b) } }
    private static let v_www: @convention(c) (C, BlockSelf, W, W, W) -> Void = { c, s, a, b, d in run(c) { (f: (BlockSelf, W, W, W) -> Void) in f(s, a, b, d) } }
    private static let w_www: @convention(c) (C, BlockSelf, W, W, W) -> W = { c, s, a, b, d in run(c) { (f: (BlockSelf, W, W, W) -> W) in f(s, a, b, d) } }
    private static let d_www: @convention(c) (C, BlockSelf, W, W, W) -> D = { c, s, a, b, d in run(c) { (f: (BlockSelf, W, W, W) -> D) in f(s, a, b, d) } }
    private static let f_www: @convention(c) (C, BlockSelf, W, W, W) -> F = { c, s, a, b, d in run(c) { (f: (BlockSelf, W, W, W) -> F) in f(s, a, b, d) } }

    /// The entry trampolines of `shape` call, untyped for the C slot table.
    static func entry(_ shape: BlockShape) -> rt_block_entry {
        func erase<E>(_ e: E) -> rt_block_entry { unsafeBitCast(e, to: rt_block_entry.self) }
        switch shape {
        case .v_0: return erase(v_0)
        case .w_0: return erase(w_0)
        case .d_0: return erase(d_0)
        case .f_0: return erase(f_0)
        case .v_w: return erase(v_w)
        case .w_w: return erase(w_w)
        case .d_w: return erase(d_w)
        case .f_w: return erase(f_w)
        case .v_d: return erase(v_d)
        case .w_d: return erase(w_d)
        case .d_d: return erase(d_d)
        case .f_d: return erase(f_d)
        case .v_f: return erase(v_f)
        case .w_f: return erase(w_f)
        case .d_f: return erase(d_f)
        case .f_f: return erase(f_f)
        case .v_ww: return erase(v_ww)
        case .w_ww: return erase(w_ww)
        case .d_ww: return erase(d_ww)
        case .f_ww: return erase(f_ww)
        case .v_www: return erase(v_www)
        case .w_www: return erase(w_www)
        case .d_www: return erase(d_www)
        case .f_www: return erase(f_www)
        }
    }
}
