/* compiled.yymodel_from_json_10k / compiled.yymodel_from_dictionary_10k / compiled.manual_10k
 * (objcrt bench, HostedYYModelBenchmarks.swift): YYModel's own source (NSObject+YYModel.m,
 * YYClassInfo.m) and its benchmark model (Benchmark/GitHubUser.m, class YYGHUser), compiled with
 * ARC into a library that objcrt loads after ModelMapping has made NSJSONSerialization. The
 * host hands in the 10,000 documents of the model.*_10k rows: their JSON bytes (kept here as
 * NSData, what +yy_modelWithJSON: takes) and the very NSDictionary objects model.from_dictionary_10k
 * maps. The host times the entry points below with its own harness (interleaved rounds, median),
 * so each row sits beside its baseline and Scripts/bench-instructions.sh can count it.
 *
 * compiled.manual_10k is the hand-written baseline: the mapping an application without a mapper
 * writes for the same 30 properties (YYModel's GHUser -initWithJSONDictionary:, plus the two
 * dates its benchmark leaves out, parsed by the same NSDateFormatter format YYModel uses for
 * GitHub's dates). Values go through the property setters, as YYModel's do. */
#import "GitHubUser.h"

/* GHUser's shape (GitHubUser.h) without its NSCoding, filled by hand. */
@interface ManualGHUser : NSObject
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
- (instancetype)initWithJSONDictionary:(NSDictionary *)dictionary;
@end

/* GitHub's dates ("2014-01-20T12:24:48Z"), one formatter made once. */
static NSDateFormatter *gitHubDateFormatter(void) {
    static NSDateFormatter *formatter;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        formatter = [NSDateFormatter new];
        formatter.locale = [[NSLocale alloc] initWithLocaleIdentifier:@"en_US_POSIX"];
        formatter.dateFormat = @"yyyy-MM-dd'T'HH:mm:ssZ";
    });
    return formatter;
}

@implementation ManualGHUser
- (instancetype)initWithJSONDictionary:(NSDictionary *)dic {
    self = [super init];
    if (![dic isKindOfClass:[NSDictionary class]]) return nil;
    Class stringClass = [NSString class], numberClass = [NSNumber class];
    id value;
#define STR(setter, key) value = dic[key]; if ([value isKindOfClass:stringClass]) self.setter = value;
#define NUM(setter, key, getter) value = dic[key]; if ([value isKindOfClass:numberClass]) self.setter = [value getter];
#define DATE(setter, key) value = dic[key]; \
    if ([value isKindOfClass:stringClass]) self.setter = [gitHubDateFormatter() dateFromString:value];
    STR(login, @"login")
    NUM(userID, @"id", unsignedLongLongValue)
    STR(avatarURL, @"avatar_url")
    STR(gravatarID, @"gravatar_id")
    STR(url, @"url")
    STR(htmlURL, @"html_url")
    STR(followersURL, @"followers_url")
    STR(followingURL, @"following_url")
    STR(gistsURL, @"gists_url")
    STR(starredURL, @"starred_url")
    STR(subscriptionsURL, @"subscriptions_url")
    STR(organizationsURL, @"organizations_url")
    STR(reposURL, @"repos_url")
    STR(eventsURL, @"events_url")
    STR(receivedEventsURL, @"received_events_url")
    STR(type, @"type")
    NUM(siteAdmin, @"site_admin", boolValue)
    STR(name, @"name")
    STR(company, @"company")
    STR(blog, @"blog")
    STR(location, @"location")
    STR(email, @"email")
    STR(hireable, @"hireable")
    STR(bio, @"bio")
    NUM(publicRepos, @"public_repos", unsignedIntValue)
    NUM(publicGists, @"public_gists", unsignedIntValue)
    NUM(followers, @"followers", unsignedIntValue)
    NUM(following, @"following", unsignedIntValue)
    DATE(createdAt, @"created_at")
    DATE(updatedAt, @"updated_at")
#undef STR
#undef NUM
#undef DATE
    return self;
}
@end

static NSArray *benchDictionaries, *benchJSON;

/* Keeps the host's documents: `dictionaries` are its NSDictionary objects (retained here),
 * `json[i]` / `lengths[i]` the bytes each was parsed from (copied into NSData). */
void yymodel_bench_prepare(const __unsafe_unretained id *dictionaries, const unsigned char *const *json,
                           const size_t *lengths, long count);
void yymodel_bench_prepare(const __unsafe_unretained id *dictionaries, const unsigned char *const *json,
                           const size_t *lengths, long count) {
    @autoreleasepool {
        NSMutableArray *data = [NSMutableArray arrayWithCapacity:(NSUInteger)count];
        for (long i = 0; i < count; i++) [data addObject:[NSData dataWithBytes:json[i] length:lengths[i]]];
        benchJSON = [data copy];
        benchDictionaries = [NSArray arrayWithObjects:dictionaries count:(NSUInteger)count];
    }
}

/* Each entry point maps every document `n` times, one autorelease pool per document (the
 * mappers return autoreleased models and NSJSONSerialization autoreleased containers), and
 * returns the number that failed. */
unsigned long long yymodel_bench_from_json(long n);
unsigned long long yymodel_bench_from_json(long n) {
    unsigned long long failures = 0;
    for (long i = 0; i < n; i++) {
        for (NSData *data in benchJSON) {
            @autoreleasepool {
                if (![YYGHUser yy_modelWithJSON:data]) failures++;
            }
        }
    }
    return failures;
}

unsigned long long yymodel_bench_from_dictionary(long n);
unsigned long long yymodel_bench_from_dictionary(long n) {
    unsigned long long failures = 0;
    for (long i = 0; i < n; i++) {
        for (NSDictionary *dictionary in benchDictionaries) {
            @autoreleasepool {
                if (![YYGHUser yy_modelWithDictionary:dictionary]) failures++;
            }
        }
    }
    return failures;
}

unsigned long long yymodel_bench_manual(long n);
unsigned long long yymodel_bench_manual(long n) {
    unsigned long long failures = 0;
    for (long i = 0; i < n; i++) {
        for (NSDictionary *dictionary in benchDictionaries) {
            @autoreleasepool {
                if (![[ManualGHUser alloc] initWithJSONDictionary:dictionary]) failures++;
            }
        }
    }
    return failures;
}

static BOOL sameObject(id a, id b) { return a == b || [a isEqual:b]; }

/* The three ways agree: for every document, YYModel from JSON, YYModel from the dictionary and
 * the hand-written mapping give the same 30 values (dates compared as instants). Returns the
 * number of documents where they differ, -1 when a mapping failed. */
long yymodel_bench_check(void);
long yymodel_bench_check(void) {
    long differ = 0;
    NSUInteger count = benchDictionaries.count;
    for (NSUInteger i = 0; i < count; i++) {
        @autoreleasepool {
            YYGHUser *a = [YYGHUser yy_modelWithJSON:benchJSON[i]];
            YYGHUser *b = [YYGHUser yy_modelWithDictionary:benchDictionaries[i]];
            ManualGHUser *m = [[ManualGHUser alloc] initWithJSONDictionary:benchDictionaries[i]];
            if (!a || !b || !m || !a.createdAt || !m.updatedAt) return -1;
            BOOL same = YES;
            for (YYGHUser *y in @[a, b]) {
#define S(p) same = same && sameObject(y.p, m.p);
                S(login) S(avatarURL) S(gravatarID) S(url) S(htmlURL) S(followersURL) S(followingURL) S(gistsURL)
                S(starredURL) S(subscriptionsURL) S(organizationsURL) S(reposURL) S(eventsURL) S(receivedEventsURL)
                S(type) S(name) S(company) S(blog) S(location) S(email) S(hireable) S(bio) S(createdAt) S(updatedAt)
#undef S
                same = same && y.userID == m.userID && y.siteAdmin == m.siteAdmin && y.publicRepos == m.publicRepos
                    && y.publicGists == m.publicGists && y.followers == m.followers && y.following == m.following;
            }
            if (!same) differ++;
        }
    }
    return differ;
}
