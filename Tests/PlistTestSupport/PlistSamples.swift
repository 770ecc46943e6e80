import PropertyLists

/// Values every codec test round-trips: each kind, the integer extremes, text that needs
/// escaping, empty and nested collections.
public enum PlistSamples {
    public static let date = PlistDate(unixTime: 1_706_702_400)  // 2024-01-31T12:00:00Z

    public static let everything: PlistValue = .dictionary([
        "string": "héllo <&> \"q\" 'a' 🎉 \t tab",
        "empty": "",
        "negative": .integer(-42),
        "int64max": .integer(Int64.max),
        "int64min": .integer(Int64.min),
        "uint64max": .unsignedInteger(UInt64.max),
        "above": .unsignedInteger(UInt64(Int64.max) + 1),
        "zero": 0,
        "real": 2.67,
        "negReal": -0.5,
        "tiny": 1e-300,
        "huge": 1.7976931348623157e308,
        "yes": true,
        "no": false,
        "data": .data([0, 1, 2, 255]),
        "bigData": .data((0..<200).map { UInt8($0) }),
        "date": .date(date),
        "array": [1, "two", [3.5, false]],
        "dict": ["nested": ["deep": 1, "list": []]],
        "emptyArray": [],
        "emptyDict": [:],
        "long string key \u{7f}": .string(String(repeating: "x", count: 300)),
    ])

    /// The same value as a Python literal, for plistlib.
    public static let python = """
    {"string": "héllo <&> \\"q\\" 'a' 🎉 \\t tab", "empty": "", "negative": -42,
     "int64max": 2**63 - 1, "int64min": -2**63, "uint64max": 2**64 - 1, "above": 2**63, "zero": 0,
     "real": 2.67, "negReal": -0.5, "tiny": 1e-300, "huge": 1.7976931348623157e308,
     "yes": True, "no": False, "data": bytes([0, 1, 2, 255]), "bigData": bytes(range(200)),
     "date": datetime.datetime(2024, 1, 31, 12, 0, 0),
     "array": [1, "two", [3.5, False]], "dict": {"nested": {"deep": 1, "list": []}},
     "emptyArray": [], "emptyDict": {}, "long string key \\x7f": "x" * 300}
    """
}
