import ObjCRuntime

/// Where a property's value lives in a JSON dictionary — the values YYModel's
/// `+modelCustomPropertyMapper` dictionary may hold: one key string, or a list of candidates
/// tried in order (`["id", "ID", "book_id"]`).
///
/// The two forms read dots differently, as YYModel reads them. A single string is split at
/// dots and its empty parts dropped: `"ext.desc"` is the path ext → desc, `"a..b"` the path
/// a → b, while `".ext"` or `"ext."` keep one part and so are the plain key `".ext"` / `"ext."`.
/// In a candidate list each entry with a dot is a path split as written (`".ext"` there is the
/// path "" → ext), and empty entries are skipped.
public struct ModelKey: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
                        CustomStringConvertible {
    /// The two forms a mapper value takes.
    public enum Form: Hashable, Sendable {
        /// An NSString: a key or a key path.
        case key(String)
        /// An NSArray of keys and key paths, the first one present wins.
        case candidates([String])
    }

    /// The form given.
    public let form: Form

    /// One key or key path.
    public init(_ key: String) { form = .key(key) }
    /// Several candidates: the first one present in the dictionary (NSNull counts) wins.
    public init(_ candidates: [String]) { form = .candidates(candidates) }
    /// `"ext.desc"`: one key or key path.
    public init(stringLiteral value: String) { self.init(value) }
    /// `["id", "ID"]`: candidates in order.
    public init(arrayLiteral elements: String...) { self.init(elements) }

    /// The strings given, in order.
    public var candidates: [String] {
        switch form {
        case .key(let key): return [key]
        case .candidates(let list): return list
        }
    }

    /// The key, or the candidates in brackets.
    public var description: String {
        switch form {
        case .key(let key): return key
        case .candidates(let list): return "[" + list.joined(separator: ", ") + "]"
        }
    }
}

/// A mapper value resolved for lookups: what to try in a dictionary, and where `toJSON`
/// writes (YYModel's `_mappedToKey`, `_mappedToKeyPath`, `_mappedToKeyArray`).
struct KeySpec: Sendable {
    /// One place to look: a key, or a path of keys through nested dictionaries.
    enum Lookup: Sendable {
        case key(DictionaryKey)
        case path([DictionaryKey])
    }

    /// Tried in order; the first that finds a value (NSNull included) wins.
    let lookups: [Lookup]
    /// Where the value is written: one key, or the steps of a key path.
    let outputPath: [String]

    /// Whether the value is written under a key path rather than one key.
    var writesKeyPath: Bool { outputPath.count > 1 }

    /// YYModel's reading of a mapper value; nil when nothing usable is left (an empty key, a
    /// list of empty keys): the property is then neither read nor written as JSON.
    init?(_ key: ModelKey) {
        switch key.form {
        case .key(let text):
            guard !text.isEmpty else { return nil }
            let parts = text.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
            if parts.count > 1 {
                lookups = [.path(parts.map(DictionaryKey.init))]
                outputPath = parts
            } else {
                lookups = [.key(DictionaryKey(text))]
                outputPath = [text]
            }
        case .candidates(let list):
            var lookups: [Lookup] = []
            var output: [String]?
            for text in list where !text.isEmpty {
                let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                lookups.append(parts.count > 1 ? .path(parts.map(DictionaryKey.init)) : .key(DictionaryKey(text)))
                if output == nil { output = parts.count > 1 ? parts : [text] }
            }
            guard let output else { return nil }
            self.lookups = lookups
            outputPath = output
        }
    }

    /// The value of the first lookup present in `dictionary`, retained (+1); a path step
    /// through a non-dictionary finds nothing (YYModel's `YYValueForMultiKeys`).
    func value(in dictionary: UnmanagedObject) -> UnmanagedObject? {
        for lookup in lookups {
            switch lookup {
            case .key(let key):
                if let found = dictionary.dictionaryValue(forKey: key) { return found }
            case .path(let steps):
                if let found = KeySpec.value(at: steps, in: dictionary) { return found }
            }
        }
        return nil
    }

    private static func value(at steps: [DictionaryKey], in dictionary: UnmanagedObject) -> UnmanagedObject? {
        var current = dictionary.retain()
        for (n, step) in steps.enumerated() {
            let next = current.dictionaryValue(forKey: step)
            current.release()
            guard let next else { return nil }
            if n == steps.count - 1 { return next }
            guard next.valueKind.isDictionary else {
                next.release()
                return nil
            }
            current = next
        }
        current.release()
        return nil
    }
}
