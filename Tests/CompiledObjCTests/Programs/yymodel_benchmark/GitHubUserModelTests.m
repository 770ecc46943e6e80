// YYModel's benchmark model (Tests/ThirdParty/YYModel/Benchmark/GitHubUser.m, unmodified) as the
// benchmark rows use it: YYGHUser mapped by YYModel from JSON and from a dictionary, GHUser by
// its own hand-written -initWithJSONDictionary:, on the user document of YYModel's benchmark
// (Benchmark/ModelBenchmark/GithubUserModel/user.json) plus the two dates the 10k rows carry.
#import <XCTest/XCTest.h>
#import "GitHubUser.h"

@interface GitHubUserModelTests : XCTestCase
@end

@implementation GitHubUserModelTests

static NSString *const userJSON =
    @"{\"login\": \"facebook\", \"id\": 69631, \"avatar_url\": \"https://avatars.githubusercontent.com/u/69631?v=3\","
    @" \"gravatar_id\": \"\", \"url\": \"https://api.github.com/users/facebook\", \"html_url\": \"https://github.com/facebook\","
    @" \"followers_url\": \"https://api.github.com/users/facebook/followers\","
    @" \"following_url\": \"https://api.github.com/users/facebook/following{/other_user}\","
    @" \"gists_url\": \"https://api.github.com/users/facebook/gists{/gist_id}\","
    @" \"starred_url\": \"https://api.github.com/users/facebook/starred{/owner}{/repo}\","
    @" \"subscriptions_url\": \"https://api.github.com/users/facebook/subscriptions\","
    @" \"organizations_url\": \"https://api.github.com/users/facebook/orgs\","
    @" \"repos_url\": \"https://api.github.com/users/facebook/repos\","
    @" \"events_url\": \"https://api.github.com/users/facebook/events{/privacy}\","
    @" \"received_events_url\": \"https://api.github.com/users/facebook/received_events\","
    @" \"type\": \"Organization\", \"site_admin\": false, \"name\": \"Facebook\", \"company\": null,"
    @" \"blog\": \"https://code.facebook.com/projects/\", \"location\": \"Menlo Park, California\", \"email\": null,"
    @" \"hireable\": null, \"bio\": \"We work hard to contribute our work back to the web, mobile, big data, & infrastructure communities.\","
    @" \"public_repos\": 147, \"public_gists\": 12, \"followers\": 0, \"following\": 0,"
    @" \"created_at\": \"2011-01-25T18:44:36Z\", \"updated_at\": \"2016-02-29T23:59:59Z\"}";

- (void)testYYModelMapsEveryFieldFromJSON {
    YYGHUser *user = [YYGHUser yy_modelWithJSON:[userJSON dataUsingEncoding:NSUTF8StringEncoding]];
    XCTAssertNotNil(user);
    XCTAssertEqualObjects(user.login, @"facebook");
    XCTAssertEqual(user.userID, 69631ULL);                       // "id", by the custom mapper
    XCTAssertEqualObjects(user.avatarURL, @"https://avatars.githubusercontent.com/u/69631?v=3");
    XCTAssertEqualObjects(user.gravatarID, @"");
    XCTAssertEqualObjects(user.followingURL, @"https://api.github.com/users/facebook/following{/other_user}");
    XCTAssertEqualObjects(user.receivedEventsURL, @"https://api.github.com/users/facebook/received_events");
    XCTAssertEqualObjects(user.type, @"Organization");
    XCTAssertFalse(user.siteAdmin);
    XCTAssertEqualObjects(user.name, @"Facebook");
    XCTAssertNil(user.company);                                   // JSON null clears an object
    XCTAssertNil(user.email);
    XCTAssertEqualObjects(user.location, @"Menlo Park, California");
    XCTAssertEqual(user.publicRepos, 147u);
    XCTAssertEqual(user.publicGists, 12u);
    XCTAssertEqual(user.followers, 0u);
    XCTAssertNil(user.test);                                      // no key maps it
    // 2011-01-25: 14,999 days after 1970-01-01; 18:44:36 is 67,476 s.
    XCTAssertEqual(user.createdAt.timeIntervalSince1970, 1295981076.0);
    // 2016-02-29 (a leap day): 16,860 days; 23:59:59 is 86,399 s.
    XCTAssertEqual(user.updatedAt.timeIntervalSince1970, 1456790399.0);
}

- (void)testFromADictionaryAsFromJSON {
    NSData *data = [userJSON dataUsingEncoding:NSUTF8StringEncoding];
    NSDictionary *dictionary = [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL];
    XCTAssertTrue([dictionary isKindOfClass:[NSDictionary class]]);
    YYGHUser *a = [YYGHUser yy_modelWithJSON:data], *b = [YYGHUser yy_modelWithDictionary:dictionary];
    // Not -yy_modelIsEqual:: it compares -hash first, and YYGHUser keeps NSObject's (the
    // object's address), so two users are never equal by it, on iOS as here.
    XCTAssertFalse([a yy_modelIsEqual:b]);
    XCTAssertEqualObjects(b.bio, dictionary[@"bio"]);
    XCTAssertEqualObjects(a.bio, b.bio);
    XCTAssertEqualObjects(a.starredURL, b.starredURL);
    XCTAssertEqual(a.userID, b.userID);
    XCTAssertEqual(a.publicGists, b.publicGists);
    XCTAssertEqualObjects(a.createdAt, b.createdAt);
    XCTAssertEqualObjects(a.updatedAt, b.updatedAt);
    XCTAssertNil(b.hireable);
}

- (void)testTheHandWrittenGHUser {
    NSData *data = [userJSON dataUsingEncoding:NSUTF8StringEncoding];
    GHUser *user = [[GHUser alloc] initWithJSONDictionary:[NSJSONSerialization JSONObjectWithData:data options:0 error:NULL]];
    XCTAssertEqualObjects(user.login, @"facebook");
    XCTAssertEqual(user.userID, 69631ULL);
    XCTAssertEqualObjects(user.htmlURL, @"https://github.com/facebook");
    XCTAssertNil(user.company);                                   // NSNull is not an NSString
    XCTAssertEqual(user.publicRepos, 147u);
    XCTAssertNil(user.createdAt);                                 // the hand-written mapping skips dates
    XCTAssertNil([[GHUser alloc] initWithJSONDictionary:(NSDictionary *)@[]]);
}

@end
