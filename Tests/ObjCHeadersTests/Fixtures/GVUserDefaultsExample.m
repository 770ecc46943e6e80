// A GVUserDefaults category as an app declares it (three @dynamic strings and a restore
// method), with the class it extends.
#import <Foundation/Foundation.h>

@interface GVUserDefaults : NSObject
+ (instancetype)standardUserDefaults;
@end

#define UserInfo [GVUserDefaults standardUserDefaults]

@interface GVUserDefaults (Info)
@property(nonatomic,weak)NSString* nickName;
@property(nonatomic,weak)NSString* account;
@property(nonatomic,weak)NSString* password;
// 恢复到初始状态
- (void) restore;
@end

@implementation GVUserDefaults
+ (instancetype)standardUserDefaults { return nil; }
@end

@implementation GVUserDefaults (Info)
@dynamic nickName;
@dynamic password;
@dynamic account;
- (void)restore{
    [self setValuesForKeysWithDictionary:[self setupDefaults]];
}
// 这个方法就是在init方法里面if 里面设置默认数据的方法
- (NSDictionary *)setupDefaults {
     static NSDictionary* dic = nil;
    if (dic) {
        return dic;
    }else{
        dic = @{
                @"nickName":@"",
                @"password":@"",
                @"account":@"",
                };
        return dic;
    }
}
@end
