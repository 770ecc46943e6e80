internal import CRuntimeCore
internal import CValueClasses

/// Low level: an NSString dictionary key made once — its UTF-8 bytes and the hash NSString
/// answers for them — for looking the same key up in many dictionaries
/// (``UnmanagedObject/dictionaryValue(forKey:)``).
package struct DictionaryKey: Hashable, Sendable {
    /// The key's UTF-8 bytes.
    package let utf8: [UInt8]
    /// `-[NSString hash]` of the bytes.
    package let hash: UInt64

    /// The key for `text`.
    package init(_ text: String) {
        utf8 = Array(text.utf8)
        hash = utf8.withUnsafeBufferPointer(DictionaryKey.hash(of:))
    }

    /// What `-[NSString hash]` answers for a string of these UTF-8 bytes.
    package static func hash(of utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        utf8.withMemoryRebound(to: CChar.self) { rt_nsstring_hashUTF8($0.baseAddress, $0.count) }
    }

    /// The key as text.
    package var text: String { String(decoding: utf8, as: UTF8.self) }
}
