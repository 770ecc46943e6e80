/* NSBundle, minimal (CSupport/ValueClasses/nsbundle.c): the main bundle only. Its identifier
 * is the program's name — Linux executables have no Info.plist — which is also the domain of
 * +[NSUserDefaults standardUserDefaults]. */
#ifndef MINIOBJC_FOUNDATION_NSBUNDLE_H
#define MINIOBJC_FOUNDATION_NSBUNDLE_H

@class NSString;

@interface NSBundle : NSObject
+ (NSBundle *)mainBundle;
/* The program's name (argv[0] without its folder). */
- (NSString *)bundleIdentifier;
/* The folder of the running executable. */
- (NSString *)bundlePath;
- (NSString *)executablePath;
@end

#endif
