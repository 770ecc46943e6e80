/// What ``JSONReader`` makes values with, one call per value in reading order: the reader
/// owns the grammar, the builder the values. `JSONValueBuilder` makes ``JSONValue``s;
/// ModelMapping's builder makes runtime objects (NSString, NSNumber, NSDecimalNumber, NSNull,
/// NSArray, NSDictionary), which is how `NSJSONSerialization` reads with no tree in between.
///
/// A method that returns nil could not make its value (out of memory): the reader stops with
/// ``JSONError/outOfMemory``. A value or key the reader holds and no longer needs (an
/// element after its container was made, or everything made before an error) is handed to
/// ``release(_:)-(Value)``: containers keep their own references.
@_spi(JSONBuilding) public protocol JSONBuilder {
    /// What the reader makes.
    associatedtype Value
    /// An object's key as the builder keeps it until the object is made.
    associatedtype Key

    /// A key, from its UTF-8 bytes (checked, escapes resolved).
    func key(_ utf8: UnsafeBufferPointer<UInt8>) -> Key?
    /// A string value, from its UTF-8 bytes (checked, escapes resolved).
    func string(_ utf8: UnsafeBufferPointer<UInt8>) -> Value?
    /// An integer that fits `Int64`.
    func integer(_ value: Int64) -> Value?
    /// An integer above `Int64.max` that fits `UInt64`.
    func unsignedInteger(_ value: UInt64) -> Value?
    /// Any other number, as the nearest double (finite).
    func double(_ value: Double) -> Value?
    /// A number literal of more than 15 significant digits, which `nearest` may not give back:
    /// the builder's exact form of it, or nil to take `double(nearest)`.
    func longNumber(_ literal: UnsafeBufferPointer<UInt8>, nearest: Double) -> Value?
    /// `true` / `false`.
    func bool(_ value: Bool) -> Value?
    /// `null`.
    func null() -> Value?
    /// An array of the elements, in order.
    func array(_ elements: UnsafeBufferPointer<Value>) -> Value?
    /// An object of `keys[n]: values[n]`, in the text's order (a repeated key is the builder's
    /// to resolve).
    func object(keys: UnsafeBufferPointer<Key>, values: UnsafeBufferPointer<Value>) -> Value?
    /// Gives up the reader's reference to a key.
    func release(_ key: Key)
    /// Gives up the reader's reference to a value.
    func release(_ value: Value)
}
