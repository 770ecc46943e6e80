// The inputs of the model.*_10k benchmarks: YYModel's benchmark model (GHUser, from its
// Benchmark/ folder: about 30 fields of strings, integers, bools, dates and a null), declared
// in header text, and 10,000 deterministic users (a seeded generator, so every run and every
// machine maps the same bytes). Also the two baselines' code: hand-written Swift that maps the
// same dictionaries, and a Codable struct for Foundation's JSONDecoder / JSONEncoder.
import CivilTime
import Foundation
import ModelMapping
import ObjCHeaders
import ObjCRuntime

let gitHubUserHeader = """
    #import <Foundation/Foundation.h>
    typedef unsigned long long UInt64;  // MacTypes.h
    typedef unsigned int UInt32;
    @interface BenchGHUser : NSObject
    @property (nonatomic, strong) NSString *login;
    @property (nonatomic, assign) UInt64 userID;
    @property (nonatomic, strong) NSString *avatarURL;
    @property (nonatomic, strong) NSString *gravatarID;
    @property (nonatomic, strong) NSString *url;
    @property (nonatomic, strong) NSString *htmlURL;
    @property (nonatomic, strong) NSString *followersURL;
    @property (nonatomic, strong) NSString *followingURL;
    @property (nonatomic, strong) NSString *gistsURL;
    @property (nonatomic, strong) NSString *starredURL;
    @property (nonatomic, strong) NSString *subscriptionsURL;
    @property (nonatomic, strong) NSString *organizationsURL;
    @property (nonatomic, strong) NSString *reposURL;
    @property (nonatomic, strong) NSString *eventsURL;
    @property (nonatomic, strong) NSString *receivedEventsURL;
    @property (nonatomic, strong) NSString *type;
    @property (nonatomic, assign) BOOL siteAdmin;
    @property (nonatomic, strong) NSString *name;
    @property (nonatomic, strong) NSString *company;
    @property (nonatomic, strong) NSString *blog;
    @property (nonatomic, strong) NSString *location;
    @property (nonatomic, strong) NSString *email;
    @property (nonatomic, strong) NSString *hireable;
    @property (nonatomic, strong) NSString *bio;
    @property (nonatomic, assign) UInt32 publicRepos;
    @property (nonatomic, assign) UInt32 publicGists;
    @property (nonatomic, assign) UInt32 followers;
    @property (nonatomic, assign) UInt32 following;
    @property (nonatomic, strong) NSDate *createdAt;
    @property (nonatomic, strong) NSDate *updatedAt;
    @end
    """

/// YYGHUser's `+modelCustomPropertyMapper`.
let gitHubUserMapper: [String: ModelKey] = [
    "userID": "id", "avatarURL": "avatar_url", "gravatarID": "gravatar_id", "htmlURL": "html_url",
    "followersURL": "followers_url", "followingURL": "following_url", "gistsURL": "gists_url",
    "starredURL": "starred_url", "subscriptionsURL": "subscriptions_url", "organizationsURL": "organizations_url",
    "reposURL": "repos_url", "eventsURL": "events_url", "receivedEventsURL": "received_events_url",
    "siteAdmin": "site_admin", "publicRepos": "public_repos", "publicGists": "public_gists",
    "createdAt": "created_at", "updatedAt": "updated_at",
]

/// A small deterministic generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One user as JSON text: the field set of YYModel's user.json plus two dates.
func gitHubUserJSON(_ n: Int, _ random: inout SeededGenerator) -> String {
    let login = "user\(n)_" + String(random.next() % 1_000_000, radix: 36)
    let id = 1000 + random.next() % 10_000_000
    func date() -> String {
        let year = 2008 + Int(random.next() % 8), month = 1 + Int(random.next() % 12), day = 1 + Int(random.next() % 28)
        let h = Int(random.next() % 24), m = Int(random.next() % 60), s = Int(random.next() % 60)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(h)):\(two(m)):\(two(s))Z"
    }
    let api = "https://api.github.com/users/\(login)"
    let name = random.next() % 4 == 0 ? "null" : "\"Name \(login.uppercased())\""
    let hireable = random.next() % 3 == 0 ? "null" : "\"yes\""
    return """
        {"login":"\(login)","id":\(id),"avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=3",\
        "gravatar_id":"","url":"\(api)","html_url":"https://github.com/\(login)",\
        "followers_url":"\(api)/followers","following_url":"\(api)/following{/other_user}",\
        "gists_url":"\(api)/gists{/gist_id}","starred_url":"\(api)/starred{/owner}{/repo}",\
        "subscriptions_url":"\(api)/subscriptions","organizations_url":"\(api)/orgs",\
        "repos_url":"\(api)/repos","events_url":"\(api)/events{/privacy}",\
        "received_events_url":"\(api)/received_events","type":"\(random.next() % 5 == 0 ? "Organization" : "User")",\
        "site_admin":\(random.next() % 10 == 0),"name":\(name),"company":null,\
        "blog":"https://blog.example.com/\(login)","location":"Menlo Park, California",\
        "email":"\(login)@example.com","hireable":\(hireable),\
        "bio":"We work hard to contribute our work back to the web, mobile, big data, & infrastructure communities. \\u2713",\
        "public_repos":\(random.next() % 500),"public_gists":\(random.next() % 100),\
        "followers":\(random.next() % 100_000),"following":\(random.next() % 1000),\
        "created_at":"\(date())","updated_at":"\(date())"}
        """
}

/// The same user for Foundation's coders (the baseline), with YYModel's field types.
struct CodableGitHubUser: Codable {
    var login: String
    var id: UInt64
    var avatar_url: String
    var gravatar_id: String
    var url: String
    var html_url: String
    var followers_url: String
    var following_url: String
    var gists_url: String
    var starred_url: String
    var subscriptions_url: String
    var organizations_url: String
    var repos_url: String
    var events_url: String
    var received_events_url: String
    var type: String
    var site_admin: Bool
    var name: String?
    var company: String?
    var blog: String?
    var location: String?
    var email: String?
    var hireable: String?
    var bio: String?
    var public_repos: UInt32
    var public_gists: UInt32
    var followers: UInt32
    var following: UInt32
    var created_at: Date
    var updated_at: Date
}

/// Hand-written mapping of one user dictionary, as an application without a mapper would
/// write it (YYModel's `-[GHUser initWithJSONDictionary:]`, plus the dates its benchmark
/// leaves out): one lookup per key with a key made once, a kind check, the setter sent with
/// its own C type. The best the public API allows, so the comparison measures the mapper's
/// own cost.
struct ManualGitHubUserMapper {
    private struct StringField { let key: DictionaryKey; let setter: Selector }
    private let cls: ObjCClass
    private let strings: [StringField]
    private let id = DictionaryKey("id"), siteAdmin = DictionaryKey("site_admin")
    private let counts: [(DictionaryKey, Selector)]
    private let dates: [(DictionaryKey, Selector)]

    init(cls: ObjCClass) {
        self.cls = cls
        let stringKeys: [(String, String)] = [
            ("login", "setLogin:"), ("avatar_url", "setAvatarURL:"), ("gravatar_id", "setGravatarID:"), ("url", "setUrl:"),
            ("html_url", "setHtmlURL:"), ("followers_url", "setFollowersURL:"), ("following_url", "setFollowingURL:"),
            ("gists_url", "setGistsURL:"), ("starred_url", "setStarredURL:"), ("subscriptions_url", "setSubscriptionsURL:"),
            ("organizations_url", "setOrganizationsURL:"), ("repos_url", "setReposURL:"), ("events_url", "setEventsURL:"),
            ("received_events_url", "setReceivedEventsURL:"), ("type", "setType:"), ("name", "setName:"),
            ("company", "setCompany:"), ("blog", "setBlog:"), ("location", "setLocation:"), ("email", "setEmail:"),
            ("hireable", "setHireable:"), ("bio", "setBio:"),
        ]
        strings = stringKeys.map { StringField(key: DictionaryKey($0.0), setter: Selector($0.1)) }
        counts = [("public_repos", "setPublicRepos:"), ("public_gists", "setPublicGists:"), ("followers", "setFollowers:"),
                  ("following", "setFollowing:")].map { (DictionaryKey($0.0), Selector($0.1)) }
        dates = [("created_at", "setCreatedAt:"), ("updated_at", "setUpdatedAt:")].map { (DictionaryKey($0.0), Selector($0.1)) }
    }

    /// A new user (+1) from one NSDictionary.
    func map(_ dictionary: UnmanagedObject) throws -> UnmanagedObject? {
        guard let user = try cls.send("new", as: UnmanagedObject?.self) else { return nil }
        for field in strings {
            guard let value = dictionary.dictionaryValue(forKey: field.key) else { continue }
            if value.valueKind == .string { try user.send(field.setter, value, as: Void.self) }
            value.release()
        }
        if let value = dictionary.dictionaryValue(forKey: id) {
            if value.valueKind == .number { try user.send("setUserID:", value.uint64Value, as: Void.self) }
            value.release()
        }
        if let value = dictionary.dictionaryValue(forKey: siteAdmin) {
            if value.valueKind == .number { try user.send("setSiteAdmin:", value.int64Value != 0 ? 1 : 0, as: Void.self) }
            value.release()
        }
        for (key, setter) in counts {
            guard let value = dictionary.dictionaryValue(forKey: key) else { continue }
            if value.valueKind == .number { try user.send(setter, UInt32(truncatingIfNeeded: value.uint64Value), as: Void.self) }
            value.release()
        }
        for (key, setter) in dates {
            guard let value = dictionary.dictionaryValue(forKey: key) else { continue }
            if let seconds = value.withUTF8({ Self.parseISODate($0) }) ?? nil,
               let date = UnmanagedObject.makeDate(timeIntervalSinceReferenceDate: seconds) {
                try user.send(setter, date, as: Void.self)
                date.release()
            }
            value.release()
        }
        return user
    }

    /// Seconds since 2001 of an ISO 8601 date, through the shared reader as any hand-written
    /// mapper would call a date library.
    static func parseISODate(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        ISO8601.parse(b, grammar: .internet).map { $0 - ReferenceDate.secondsSince1970 }
    }
}
