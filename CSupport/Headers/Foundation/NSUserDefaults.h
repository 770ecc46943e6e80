/* NSUserDefaults for compiled Objective-C: MiniObjC's defaults store (DynamicDefaults,
 * Docs/DefaultsStore.md) — the same domains, plist files and atomic cross-process writes as
 * the Swift API and `objcrt defaults`. The class is built by DynamicDefaults' start-up
 * (UserDefaultsClass.install) in a Swift process that hosts compiled code (`objcrt test`, a
 * test that dlopens a library); a standalone `objcrt cc` program has no such class, and a
 * message to `NSUserDefaults` there is a message to nil. */
#ifndef MINIOBJC_FOUNDATION_NSUSERDEFAULTS_H
#define MINIOBJC_FOUNDATION_NSUSERDEFAULTS_H

@class NSString, NSArray, NSDictionary, NSData, NSURL;

/* The domains every store reads besides its own (the search list). */
#define NSGlobalDomain @"NSGlobalDomain"
#define NSArgumentDomain @"NSArgumentDomain"
#define NSRegistrationDomain @"NSRegistrationDomain"

@interface NSUserDefaults : NSObject
/* The program's domain (its executable's name), one object for the process. */
+ (NSUserDefaults *)standardUserDefaults;
/* Writes what is pending; the shared object stays. */
+ (void)resetStandardUserDefaults;
/* The program's domain. */
- (instancetype)init;
/* A suite's domain (nil: the program's); nil for NSGlobalDomain or a name that cannot be a
 * file name. */
- (instancetype)initWithSuiteName:(NSString *)suiteName;

/* Reads through the search list: arguments, this domain, NSGlobalDomain, registered. */
- (id)objectForKey:(NSString *)defaultName;
/* nil removes the key; a value that is not a property list raises
 * NSInvalidArgumentException and changes nothing. */
- (void)setObject:(id)value forKey:(NSString *)defaultName;
- (void)removeObjectForKey:(NSString *)defaultName;
- (NSString *)stringForKey:(NSString *)defaultName;
- (NSArray *)arrayForKey:(NSString *)defaultName;
- (NSDictionary *)dictionaryForKey:(NSString *)defaultName;
- (NSData *)dataForKey:(NSString *)defaultName;
- (NSArray *)stringArrayForKey:(NSString *)defaultName;
- (NSInteger)integerForKey:(NSString *)defaultName;
- (float)floatForKey:(NSString *)defaultName;
- (double)doubleForKey:(NSString *)defaultName;
- (BOOL)boolForKey:(NSString *)defaultName;
- (NSURL *)URLForKey:(NSString *)defaultName;
- (void)setInteger:(NSInteger)value forKey:(NSString *)defaultName;
- (void)setFloat:(float)value forKey:(NSString *)defaultName;
- (void)setDouble:(double)value forKey:(NSString *)defaultName;
- (void)setBool:(BOOL)value forKey:(NSString *)defaultName;
- (void)setURL:(NSURL *)url forKey:(NSString *)defaultName;

/* The registration domain: defaults shown when no other domain has the key; never written. */
- (void)registerDefaults:(NSDictionary *)registrationDictionary;
/* Writes pending changes now; NO when the file could not be written. */
- (BOOL)synchronize;
/* Every key the search list sees, with its value. */
- (NSDictionary *)dictionaryRepresentation;

- (NSDictionary *)persistentDomainForName:(NSString *)domainName;
- (void)setPersistentDomain:(NSDictionary *)domain forName:(NSString *)domainName;
- (void)removePersistentDomainForName:(NSString *)domainName;
@end

#endif
