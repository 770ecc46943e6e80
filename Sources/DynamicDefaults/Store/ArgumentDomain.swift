import PropertyLists

/// The argument domain: `-key value` pairs from the process arguments, highest in the search
/// list, never written. As in Foundation, a value that starts with `{`, `[`, `(`, `<` or `"`
/// is parsed as a property list (old-style or XML), and stays a string when that fails.
public enum ArgumentDomain {
    /// The domain built from `arguments` (the first element, the program path, is skipped).
    /// An argument `-key` followed by another argument makes one entry; a lone `-`, `--` and
    /// arguments that do not start with `-` are skipped. A later repetition of a key wins.
    public static func parse(_ arguments: [String]) -> [String: PlistValue] {
        var domain: [String: PlistValue] = [:]
        var i = 1
        while i < arguments.count {
            let a = arguments[i]
            if a.hasPrefix("-"), a.utf8.count > 1, a != "--", i + 1 < arguments.count {
                domain[String(a.dropFirst())] = PropertyList.argumentValue(arguments[i + 1])
                i += 2
            } else {
                i += 1
            }
        }
        return domain
    }
}
