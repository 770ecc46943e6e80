/// A handle for a key's fast path: reads through it skip hashing the key while nothing changed.
/// Made by ``DefaultsStore/key(_:)``; valid only with the store that made it.
public struct DefaultsKey: Sendable, Hashable {
    let index: Int
    /// The key name.
    public let name: String
}
