package opsmeta.bi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.security.sasl.AuthenticationException;
import org.apache.hive.service.auth.PasswdAuthenticationProvider;

/**
 * HiveServer2's CUSTOM authentication for opsmeta serve: a user name and password checked
 * against the users file opsmeta users writes (path in OPSMETA_BI_USERS_FILE), one line a user:
 * name:pbkdf2_sha256:iterations:salt:hash (salt and hash in base64). The file is read at every
 * login, so a user added or removed counts from the next connection.
 */
public final class PasswordFileAuthenticator implements PasswdAuthenticationProvider {
  public static final String FILE_ENV = "OPSMETA_BI_USERS_FILE";
  private static final String SCHEME = "pbkdf2_sha256";
  // the same answer for an unknown user and a wrong password: which one is not told
  private static final String REFUSED = "opsmeta serve: wrong user name or password";

  @Override
  public void Authenticate(String user, String password) throws AuthenticationException {
    String file = System.getenv(FILE_ENV);
    if (file == null || file.isEmpty()) {
      throw new AuthenticationException("opsmeta serve: no users file configured");
    }
    List<String> lines;
    try {
      lines = Files.readAllLines(Paths.get(file), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AuthenticationException("opsmeta serve: cannot read the users file");
    }
    if (user == null || password == null) {
      throw new AuthenticationException(REFUSED);
    }
    for (String line : lines) {
      String[] fields = line.trim().split(":");
      if (fields.length == 5 && fields[0].equals(user) && fields[1].equals(SCHEME)) {
        if (matches(password, Integer.parseInt(fields[2]), fields[3], fields[4])) {
          return;
        }
        break;
      }
    }
    throw new AuthenticationException(REFUSED);
  }

  static boolean matches(String password, int iterations, String salt, String hash) throws AuthenticationException {
    Base64.Decoder base64 = Base64.getDecoder();
    byte[] expected = base64.decode(hash);
    try {
      PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), base64.decode(salt), iterations, expected.length * 8);
      byte[] actual = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
      return MessageDigest.isEqual(expected, actual);
    } catch (GeneralSecurityException e) {
      throw new AuthenticationException("opsmeta serve: cannot check the password", e);
    }
  }
}
